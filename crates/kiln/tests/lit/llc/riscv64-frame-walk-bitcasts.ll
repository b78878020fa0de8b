; llvm.returnaddress and llvm.frameaddress of depth 1 on riscv64 walk the frame chain as llc
; does: s0 is the frame address, the caller's s0 is at s0-16 and the return address at s0-8.
; Bit casts between f32 and i32 (which lives promoted in an i64 register) go through a stack
; temporary, also lane by lane in vectors (20050316-2, complex-7).
; RUN: kiln llc -mtriple=riscv64-unknown-linux-gnu -mattr=+m,+a,+f,+d -O0 %s -o - | FileCheck %s
; RUN: kiln llc -mtriple=riscv64-unknown-linux-gnu -mattr=+m,+a,+f,+d -O2 %s -o - | FileCheck %s --check-prefix=O2

target triple = "riscv64-unknown-linux-gnu"

declare i8* @llvm.returnaddress(i32)
declare i8* @llvm.frameaddress.p0i8(i32)

define i8* @caller_return_address() nounwind {
  %r = call i8* @llvm.returnaddress(i32 1)
  ret i8* %r
}

define i8* @caller_frame_address() nounwind {
  %r = call i8* @llvm.frameaddress.p0i8(i32 2)
  ret i8* %r
}

define i32 @float_bits(float %x) nounwind {
  %r = bitcast float %x to i32
  ret i32 %r
}

define float @bits_float(i32 %x) nounwind {
  %r = bitcast i32 %x to float
  ret float %r
}

define i64 @vector_bits(<2 x float>* %p) nounwind {
  %x = load <2 x float>, <2 x float>* %p
  %y = bitcast <2 x float> %x to <2 x i32>
  %r = bitcast <2 x i32> %y to i64
  ret i64 %r
}

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"target-abi", !"lp64d"}

; CHECK-LABEL: caller_return_address:
; CHECK-NEXT: addi	sp, sp, -16
; CHECK-NEXT: sd	ra, 8(sp)
; CHECK-NEXT: sd	s0, 0(sp)
; CHECK-NEXT: addi	s0, sp, 16
; CHECK-NEXT: mv	a0, s0
; CHECK-NEXT: ld	a0, -16(a0)
; CHECK-NEXT: ld	a0, -8(a0)
; CHECK-NEXT: ld	ra, 8(sp)
; CHECK-NEXT: ld	s0, 0(sp)
; CHECK-NEXT: addi	sp, sp, 16
; CHECK-NEXT: ret
; CHECK-NEXT: .Lfunc_end0:
; CHECK-LABEL: caller_frame_address:
; CHECK-NEXT: addi	sp, sp, -16
; CHECK-NEXT: sd	ra, 8(sp)
; CHECK-NEXT: sd	s0, 0(sp)
; CHECK-NEXT: addi	s0, sp, 16
; CHECK-NEXT: mv	a0, s0
; CHECK-NEXT: ld	a0, -16(a0)
; CHECK-NEXT: ld	a0, -16(a0)
; CHECK-NEXT: ld	ra, 8(sp)
; CHECK-NEXT: ld	s0, 0(sp)
; CHECK-NEXT: addi	sp, sp, 16
; CHECK-NEXT: ret
; CHECK-NEXT: .Lfunc_end1:
; CHECK-LABEL: float_bits:
; CHECK-NEXT: addi	sp, sp, -16
; CHECK-NEXT: fsw	fa0, 12(sp)
; CHECK-NEXT: lw	a0, 12(sp)
; CHECK-NEXT: addi	sp, sp, 16
; CHECK-NEXT: ret
; CHECK-NEXT: .Lfunc_end2:
; CHECK-LABEL: bits_float:
; CHECK-NEXT: addi	sp, sp, -16
; CHECK-NEXT: sw	a0, 12(sp)
; CHECK-NEXT: flw	fa0, 12(sp)
; CHECK-NEXT: addi	sp, sp, 16
; CHECK-NEXT: ret
; CHECK-NEXT: .Lfunc_end3:
; CHECK-LABEL: vector_bits:
; CHECK-NEXT: addi	sp, sp, -16
; CHECK-NEXT: flw	ft0, 4(a0)
; CHECK-NEXT: flw	ft1, 0(a0)
; CHECK-NEXT: fsw	ft1, 12(sp)
; CHECK-NEXT: lw	a0, 12(sp)
; CHECK-NEXT: fsw	ft0, 8(sp)
; CHECK-NEXT: lw	a1, 8(sp)
; CHECK-NEXT: slli	a1, a1, 32
; CHECK-NEXT: srli	a1, a1, 32
; CHECK-NEXT: slli	a1, a1, 32
; CHECK-NEXT: slli	a0, a0, 32
; CHECK-NEXT: srli	a0, a0, 32
; CHECK-NEXT: or	a0, a0, a1
; CHECK-NEXT: addi	sp, sp, 16
; CHECK-NEXT: ret
; CHECK-NEXT: .Lfunc_end4:

; O2-LABEL: caller_return_address:
; O2-NEXT: addi	sp, sp, -16
; O2-NEXT: sd	ra, 8(sp)
; O2-NEXT: sd	s0, 0(sp)
; O2-NEXT: addi	s0, sp, 16
; O2-NEXT: mv	a0, s0
; O2-NEXT: ld	a0, -16(a0)
; O2-NEXT: ld	a0, -8(a0)
; O2-NEXT: ld	ra, 8(sp)
; O2-NEXT: ld	s0, 0(sp)
; O2-NEXT: addi	sp, sp, 16
; O2-NEXT: ret
; O2-NEXT: .Lfunc_end0:
; O2-LABEL: caller_frame_address:
; O2-NEXT: addi	sp, sp, -16
; O2-NEXT: sd	ra, 8(sp)
; O2-NEXT: sd	s0, 0(sp)
; O2-NEXT: addi	s0, sp, 16
; O2-NEXT: mv	a0, s0
; O2-NEXT: ld	a0, -16(a0)
; O2-NEXT: ld	a0, -16(a0)
; O2-NEXT: ld	ra, 8(sp)
; O2-NEXT: ld	s0, 0(sp)
; O2-NEXT: addi	sp, sp, 16
; O2-NEXT: ret
; O2-NEXT: .Lfunc_end1:
; O2-LABEL: float_bits:
; O2-NEXT: addi	sp, sp, -16
; O2-NEXT: fsw	fa0, 12(sp)
; O2-NEXT: lw	a0, 12(sp)
; O2-NEXT: addi	sp, sp, 16
; O2-NEXT: ret
; O2-NEXT: .Lfunc_end2:
; O2-LABEL: bits_float:
; O2-NEXT: addi	sp, sp, -16
; O2-NEXT: sw	a0, 12(sp)
; O2-NEXT: flw	fa0, 12(sp)
; O2-NEXT: addi	sp, sp, 16
; O2-NEXT: ret
; O2-NEXT: .Lfunc_end3:
; O2-LABEL: vector_bits:
; O2-NEXT: addi	sp, sp, -16
; O2-NEXT: flw	ft0, 4(a0)
; O2-NEXT: flw	ft1, 0(a0)
; O2-NEXT: fsw	ft1, 12(sp)
; O2-NEXT: lwu	a0, 12(sp)
; O2-NEXT: fsw	ft0, 8(sp)
; O2-NEXT: lwu	a1, 8(sp)
; O2-NEXT: slli	a1, a1, 32
; O2-NEXT: or	a0, a0, a1
; O2-NEXT: addi	sp, sp, 16
; O2-NEXT: ret
; O2-NEXT: .Lfunc_end4:
