multiclass M { class C; }
// ERROR: class_in_multiclass.td:1:16: error: expected 'assert', 'def', 'defm', 'defvar', 'foreach', 'if', or 'let' in multiclass body
