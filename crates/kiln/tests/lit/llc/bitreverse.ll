; llvm.bitreverse of any integer width, by expansion: i1 is itself; wider values have their
; bytes swapped (bswap) and then the nibbles, bit pairs and bits of every byte
; exchanged with the masks 0x0f.., 0x33.., 0x55..; a width that is not a power of two is
; reversed in the next one and shifted down.
; RUN: kiln llc -O2 %s -o - | FileCheck %s

define i1 @rev1(i1 %x) {
  %r = call i1 @llvm.bitreverse.i1(i1 %x)
  ret i1 %r
}

define i32 @rev32(i32 %x) {
  %r = call i32 @llvm.bitreverse.i32(i32 %x)
  ret i32 %r
}

define i24 @rev24(i24 %x) {
  %r = call i24 @llvm.bitreverse.i24(i24 %x)
  ret i24 %r
}

declare i1 @llvm.bitreverse.i1(i1)
declare i32 @llvm.bitreverse.i32(i32)
declare i24 @llvm.bitreverse.i24(i24)

; CHECK-LABEL: rev1:
; CHECK-NOT:   bswap
; CHECK:       retq

; CHECK-LABEL: rev32:
; CHECK:       bswapl %edi
; CHECK-DAG:   shrl $4,
; CHECK-DAG:   andl $252645135,
; CHECK-DAG:   shll $4,
; CHECK:       andl $858993459,
; CHECK:       andl $1431655765,
; CHECK:       retq

; CHECK-LABEL: rev24:
; CHECK:       bswapl %edi
; CHECK:       andl $1431655765,
; CHECK:       shrl $8, %e{{[a-z]+}}
; CHECK:       retq
