# An input with nothing but a comment still gives .text, .symtab and .strtab.
