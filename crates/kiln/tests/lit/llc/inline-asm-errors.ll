; Inline assembly kiln refuses by name: operand references in the text (the allocator would
; choose the registers), and constraints the target does not know.
; RUN: not kiln llc -O0 %s -o /dev/null 2>&1 | FileCheck %s

define i32 @inc(i32 %x) {
  %r = call i32 asm "addl $$1, $0", "=r,0"(i32 %x)
  ret i32 %r
}

; CHECK: in function 'inc': unsupported inline asm "addl $$1, $0": operand references in the text
