; trunc nuw / nsw (LLVM 19): the dropped bits are zero / copies of the sign bit.
; RUN: kiln ir %s -o - | FileCheck %s
; RUN: kiln llc %s -o - | FileCheck %s --check-prefix=ASM

define i8 @f(i32 %x) {
  %a = trunc nuw i32 %x to i16
  %b = trunc nuw nsw i16 %a to i8
  %c = trunc nsw i8 %b to i1
  %d = zext i1 %c to i8
  ret i8 %d
}

; CHECK: define i8 @f(i32 %x) {
; CHECK-NEXT: 0:
; CHECK-NEXT:   %a = trunc nuw i32 %x to i16
; CHECK-NEXT:   %b = trunc nuw nsw i16 %a to i8
; CHECK-NEXT:   %c = trunc nsw i8 %b to i1
; CHECK-NEXT:   %d = zext i1 %c to i8
; CHECK-NEXT:   ret i8 %d
; CHECK-NEXT: }

; ASM-LABEL: f:
; ASM-NEXT: .cfi_startproc
; ASM-NEXT: andb	$1, %dil
; ASM-NEXT: movb	%dil, %al
; ASM-NEXT: retq
; ASM-NEXT: .Lfunc_end0:
