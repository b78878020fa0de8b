; The callee side of the System V x86-64 variadic ABI through GlobalISel, shared with the
; SelectionDAG: the argument registers the fixed arguments leave free stored into the register
; save area at entry (GPRs from gp_offset, XMMs from fp_offset), llvm.va_start filling the four
; va_list fields (gp_offset, fp_offset, overflow_arg_area, reg_save_area), llvm.va_copy as three
; 8-byte copies, llvm.va_end dropped. The C driver (the ;C: lines) reads the variable arguments
; with va_arg, past the registers into the overflow area; kiln's GlobalISel object prints what
; llc's prints.
; RUN: kiln llc -mtriple=x86_64 -O0 -global-isel -global-isel-abort=1 -stop-after=irtranslator -verify-machineinstrs %s -o - | FileCheck %s
; RUN: sed -n 's/^;C: //p' %s > %t.c
; RUN: llc -opaque-pointers -O0 -filetype=obj %s -o %t.ref.o && cc %t.c %t.ref.o -o %t.ref && %t.ref > %t.want
; RUN: kiln llc -O0 -global-isel -global-isel-abort=1 -verify-machineinstrs -filetype=obj %s -o %t.o && cc %t.c %t.o -o %t.exe && %t.exe | diff %t.want -
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%va_list = type { i32, i32, ptr, ptr }

declare void @llvm.va_start(ptr)
declare void @llvm.va_copy(ptr, ptr)
declare void @llvm.va_end(ptr)
declare double @consume(ptr, ptr)

; Every argument register but RDI is saved; the va_list is read twice through a copy.
define double @mixed(ptr %fmt, ...) {
  %ap = alloca %va_list, align 16
  %aq = alloca %va_list, align 16
  call void @llvm.va_start(ptr %ap)
  call void @llvm.va_copy(ptr %aq, ptr %ap)
  %a = call double @consume(ptr %fmt, ptr %ap)
  call void @llvm.va_end(ptr %ap)
  %b = call double @consume(ptr %fmt, ptr %aq)
  call void @llvm.va_end(ptr %aq)
  %r = fadd double %a, %b
  ret double %r
}

; The fixed arguments take all six GPRs, two XMMs and one stack slot: gp_offset 48 (no GPR
; is saved), fp_offset 80, and the overflow area starts 8 bytes into the incoming arguments.
define double @after_fixed(i64 %x, double %f, ptr %fmt, i32 %y, double %g, i64 %s1, i64 %s2, i64 %s3, i64 %s4, ...) {
  %ap = alloca %va_list, align 16
  call void @llvm.va_start(ptr %ap)
  %v = call double @consume(ptr %fmt, ptr %ap)
  call void @llvm.va_end(ptr %ap)
  %xf = sitofp i64 %x to double
  %yf = sitofp i32 %y to double
  %s = add i64 %s1, %s4
  %sf = sitofp i64 %s to double
  %t1 = fadd double %v, %xf
  %t2 = fadd double %t1, %f
  %t3 = fadd double %t2, %yf
  %t4 = fmul double %t3, %g
  %t5 = fadd double %t4, %sf
  ret double %t5
}

;C: #include <stdarg.h>
;C: #include <stdio.h>
;C: double consume(const char *fmt, va_list ap) {
;C:   double s = 0;
;C:   for (; *fmt; fmt++) s = s * 1.5 + (*fmt == 'i' ? va_arg(ap, int) : *fmt == 'l' ? (double)va_arg(ap, long) : va_arg(ap, double));
;C:   return s;
;C: }
;C: double mixed(const char *fmt, ...);
;C: double after_fixed(long x, double f, const char *fmt, int y, double g, long s1, long s2, long s3, long s4, ...);
;C: int main(void) {
;C:   printf("%.17g\n", mixed(""));
;C:   printf("%.17g\n", mixed("ifl", 7, 0.25, -3L));
;C:   printf("%.17g\n", mixed("iiiiiiiii", 1, 2, 3, 4, 5, 6, 7, 8, 9));
;C:   printf("%.17g\n", mixed("ffffffffff", 1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5, 8.5, 9.5, 10.5));
;C:   printf("%.17g\n", mixed("fifilfifilfifilfi", 1.0, 2, 3.0, 4, 5L, 6.0, 7, 8.0, 9, 10L, 11.0, 12, 13.0, 14, 15L, 16.0, 17));
;C:   printf("%.17g\n", after_fixed(1, 2.0, "lffffffffi", 3, 4.0, 5, 6, 7, 8, 9L, 1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5, 8.5, 10));
;C:   return 0;
;C: }

; CHECK: --- |
; CHECK-NEXT:   target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
; CHECK-NEXT:   target triple = "x86_64-unknown-linux-gnu"
; CHECK-NEXT: {{^ +$}}
; CHECK-NEXT:   %va_list = type { i32, i32, ptr, ptr }
; CHECK-NEXT: {{^ +$}}
; CHECK-NEXT:   declare void @llvm.va_start(ptr)
; CHECK-NEXT: {{^ +$}}
; CHECK-NEXT:   declare void @llvm.va_copy(ptr, ptr)
; CHECK-NEXT: {{^ +$}}
; CHECK-NEXT:   declare void @llvm.va_end(ptr)
; CHECK-NEXT: {{^ +$}}
; CHECK-NEXT:   declare double @consume(ptr, ptr)
; CHECK-NEXT: {{^ +$}}
; CHECK-NEXT:   define double @mixed(ptr %fmt, ...) {
; CHECK-NEXT:   0:
; CHECK-NEXT:     %ap = alloca %va_list, align 16
; CHECK-NEXT:     %aq = alloca %va_list, align 16
; CHECK-NEXT:     call void @llvm.va_start(ptr %ap)
; CHECK-NEXT:     call void @llvm.va_copy(ptr %aq, ptr %ap)
; CHECK-NEXT:     %a = call double @consume(ptr %fmt, ptr %ap)
; CHECK-NEXT:     call void @llvm.va_end(ptr %ap)
; CHECK-NEXT:     %b = call double @consume(ptr %fmt, ptr %aq)
; CHECK-NEXT:     call void @llvm.va_end(ptr %aq)
; CHECK-NEXT:     %r = fadd double %a, %b
; CHECK-NEXT:     ret double %r
; CHECK-NEXT:   }
; CHECK-NEXT: {{^ +$}}
; CHECK-NEXT:   define double @after_fixed(i64 %x, double %f, ptr %fmt, i32 %y, double %g, i64 %s1, i64 %s2, i64 %s3, i64 %s4, ...) {
; CHECK-NEXT:   0:
; CHECK-NEXT:     %ap = alloca %va_list, align 16
; CHECK-NEXT:     call void @llvm.va_start(ptr %ap)
; CHECK-NEXT:     %v = call double @consume(ptr %fmt, ptr %ap)
; CHECK-NEXT:     call void @llvm.va_end(ptr %ap)
; CHECK-NEXT:     %xf = sitofp i64 %x to double
; CHECK-NEXT:     %yf = sitofp i32 %y to double
; CHECK-NEXT:     %s = add i64 %s1, %s4
; CHECK-NEXT:     %sf = sitofp i64 %s to double
; CHECK-NEXT:     %t1 = fadd double %v, %xf
; CHECK-NEXT:     %t2 = fadd double %t1, %f
; CHECK-NEXT:     %t3 = fadd double %t2, %yf
; CHECK-NEXT:     %t4 = fmul double %t3, %g
; CHECK-NEXT:     %t5 = fadd double %t4, %sf
; CHECK-NEXT:     ret double %t5
; CHECK-NEXT:   }
; CHECK-NEXT: {{^ +$}}
; CHECK-NEXT: ...
; CHECK-NEXT: ---
; CHECK-NEXT: name:            mixed
; CHECK-NEXT: alignment:       16
; CHECK-NEXT: exposesReturnsTwice: false
; CHECK-NEXT: legalized:       false
; CHECK-NEXT: regBankSelected: false
; CHECK-NEXT: selected:        false
; CHECK-NEXT: failedISel:      false
; CHECK-NEXT: tracksRegLiveness: true
; CHECK-NEXT: hasWinCFI:       false
; CHECK-NEXT: failsVerification: false
; CHECK-NEXT: tracksDebugUserValues: false
; CHECK-NEXT: registers:
; CHECK-NEXT:   - { id: 0, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 1, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 2, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 3, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 4, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 5, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 6, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 7, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 8, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 9, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 10, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 11, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 12, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 13, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 14, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 15, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 16, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 17, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 18, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 19, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 20, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 21, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 22, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 23, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 24, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 25, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 26, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 27, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 28, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 29, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 30, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 31, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 32, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 33, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 34, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 35, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 36, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 37, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 38, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 39, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 40, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 41, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 42, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 43, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 44, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 45, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 46, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 47, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 48, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 49, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 50, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 51, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 52, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 53, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 54, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 55, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 56, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 57, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 58, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 59, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 60, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 61, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 62, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 63, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 64, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 65, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 66, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 67, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 68, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 69, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 70, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 71, class: _, preferred-register: '' }
; CHECK-NEXT: liveins:
; CHECK-NEXT:   - { reg: '$rdi', virtual-reg: '%0' }
; CHECK-NEXT:   - { reg: '$rsi', virtual-reg: '%2' }
; CHECK-NEXT:   - { reg: '$rdx', virtual-reg: '%5' }
; CHECK-NEXT:   - { reg: '$rcx', virtual-reg: '%8' }
; CHECK-NEXT:   - { reg: '$r8', virtual-reg: '%11' }
; CHECK-NEXT:   - { reg: '$r9', virtual-reg: '%14' }
; CHECK-NEXT:   - { reg: '$xmm0', virtual-reg: '%17' }
; CHECK-NEXT:   - { reg: '$xmm1', virtual-reg: '%20' }
; CHECK-NEXT:   - { reg: '$xmm2', virtual-reg: '%23' }
; CHECK-NEXT:   - { reg: '$xmm3', virtual-reg: '%26' }
; CHECK-NEXT:   - { reg: '$xmm4', virtual-reg: '%29' }
; CHECK-NEXT:   - { reg: '$xmm5', virtual-reg: '%32' }
; CHECK-NEXT:   - { reg: '$xmm6', virtual-reg: '%35' }
; CHECK-NEXT:   - { reg: '$xmm7', virtual-reg: '%38' }
; CHECK-NEXT: frameInfo:
; CHECK-NEXT:   isFrameAddressTaken: false
; CHECK-NEXT:   isReturnAddressTaken: false
; CHECK-NEXT:   hasStackMap:     false
; CHECK-NEXT:   hasPatchPoint:   false
; CHECK-NEXT:   stackSize:       0
; CHECK-NEXT:   offsetAdjustment: 0
; CHECK-NEXT:   maxAlignment:    16
; CHECK-NEXT:   adjustsStack:    false
; CHECK-NEXT:   hasCalls:        false
; CHECK-NEXT:   stackProtector:  ''
; CHECK-NEXT:   maxCallFrameSize: 4294967295
; CHECK-NEXT:   cvBytesOfCalleeSavedRegisters: 0
; CHECK-NEXT:   hasOpaqueSPAdjustment: false
; CHECK-NEXT:   hasVAStart:      false
; CHECK-NEXT:   hasMustTailInVarArgFunc: false
; CHECK-NEXT:   hasTailCall:     false
; CHECK-NEXT:   localFrameSize:  0
; CHECK-NEXT:   savePoint:       ''
; CHECK-NEXT:   restorePoint:    ''
; CHECK-NEXT: fixedStack:
; CHECK-NEXT:   - { id: 0, type: default, offset: 0, size: 8, alignment: 1, stack-id: '', isImmutable: true, isAliased: false, callee-saved-register: '', callee-saved-restored: true, debug-info-variable: '', debug-info-expression: '', debug-info-location: '' }
; CHECK-NEXT: stack:
; CHECK-NEXT:   - { id: 0, name: 'ap', type: default, offset: 0, size: 24, alignment: 16, stack-id: '', callee-saved-register: '', callee-saved-restored: true, debug-info-variable: '', debug-info-expression: '', debug-info-location: '' }
; CHECK-NEXT:   - { id: 1, name: 'aq', type: default, offset: 0, size: 24, alignment: 16, stack-id: '', callee-saved-register: '', callee-saved-restored: true, debug-info-variable: '', debug-info-expression: '', debug-info-location: '' }
; CHECK-NEXT:   - { id: 2, name: '', type: default, offset: 0, size: 176, alignment: 16, stack-id: '', callee-saved-register: '', callee-saved-restored: true, debug-info-variable: '', debug-info-expression: '', debug-info-location: '' }
; CHECK-NEXT: constants:       []
; CHECK-NEXT: body:            |
; CHECK-NEXT:   bb.0 (%ir-block.0):
; CHECK-NEXT:     liveins: $rdi, $rsi, $rdx, $rcx, $r8, $r9, $xmm0, $xmm1, $xmm2, $xmm3, $xmm4, $xmm5, $xmm6, $xmm7
; CHECK-EMPTY:
; CHECK-NEXT:     %38:_(s64) = COPY $xmm7
; CHECK-NEXT:     %35:_(s64) = COPY $xmm6
; CHECK-NEXT:     %32:_(s64) = COPY $xmm5
; CHECK-NEXT:     %29:_(s64) = COPY $xmm4
; CHECK-NEXT:     %26:_(s64) = COPY $xmm3
; CHECK-NEXT:     %23:_(s64) = COPY $xmm2
; CHECK-NEXT:     %20:_(s64) = COPY $xmm1
; CHECK-NEXT:     %17:_(s64) = COPY $xmm0
; CHECK-NEXT:     %14:_(s64) = COPY $r9
; CHECK-NEXT:     %11:_(s64) = COPY $r8
; CHECK-NEXT:     %8:_(s64) = COPY $rcx
; CHECK-NEXT:     %5:_(s64) = COPY $rdx
; CHECK-NEXT:     %2:_(s64) = COPY $rsi
; CHECK-NEXT:     %0:_(p0) = COPY $rdi
; CHECK-NEXT:     %1:_(p0) = G_FRAME_INDEX %stack.2
; CHECK-NEXT:     %3:_(s64) = G_CONSTANT i64 8
; CHECK-NEXT:     %4:_(p0) = G_PTR_ADD %1, %3(s64)
; CHECK-NEXT:     G_STORE %2(s64), %4(p0) :: (store (s64) into %stack.2 + 8)
; CHECK-NEXT:     %6:_(s64) = G_CONSTANT i64 16
; CHECK-NEXT:     %7:_(p0) = G_PTR_ADD %1, %6(s64)
; CHECK-NEXT:     G_STORE %5(s64), %7(p0) :: (store (s64) into %stack.2 + 16, align 16)
; CHECK-NEXT:     %9:_(s64) = G_CONSTANT i64 24
; CHECK-NEXT:     %10:_(p0) = G_PTR_ADD %1, %9(s64)
; CHECK-NEXT:     G_STORE %8(s64), %10(p0) :: (store (s64) into %stack.2 + 24)
; CHECK-NEXT:     %12:_(s64) = G_CONSTANT i64 32
; CHECK-NEXT:     %13:_(p0) = G_PTR_ADD %1, %12(s64)
; CHECK-NEXT:     G_STORE %11(s64), %13(p0) :: (store (s64) into %stack.2 + 32, align 16)
; CHECK-NEXT:     %15:_(s64) = G_CONSTANT i64 40
; CHECK-NEXT:     %16:_(p0) = G_PTR_ADD %1, %15(s64)
; CHECK-NEXT:     G_STORE %14(s64), %16(p0) :: (store (s64) into %stack.2 + 40)
; CHECK-NEXT:     %18:_(s64) = G_CONSTANT i64 48
; CHECK-NEXT:     %19:_(p0) = G_PTR_ADD %1, %18(s64)
; CHECK-NEXT:     G_STORE %17(s64), %19(p0) :: (store (s64) into %stack.2 + 48, align 16)
; CHECK-NEXT:     %21:_(s64) = G_CONSTANT i64 64
; CHECK-NEXT:     %22:_(p0) = G_PTR_ADD %1, %21(s64)
; CHECK-NEXT:     G_STORE %20(s64), %22(p0) :: (store (s64) into %stack.2 + 64, align 16)
; CHECK-NEXT:     %24:_(s64) = G_CONSTANT i64 80
; CHECK-NEXT:     %25:_(p0) = G_PTR_ADD %1, %24(s64)
; CHECK-NEXT:     G_STORE %23(s64), %25(p0) :: (store (s64) into %stack.2 + 80, align 16)
; CHECK-NEXT:     %27:_(s64) = G_CONSTANT i64 96
; CHECK-NEXT:     %28:_(p0) = G_PTR_ADD %1, %27(s64)
; CHECK-NEXT:     G_STORE %26(s64), %28(p0) :: (store (s64) into %stack.2 + 96, align 16)
; CHECK-NEXT:     %30:_(s64) = G_CONSTANT i64 112
; CHECK-NEXT:     %31:_(p0) = G_PTR_ADD %1, %30(s64)
; CHECK-NEXT:     G_STORE %29(s64), %31(p0) :: (store (s64) into %stack.2 + 112, align 16)
; CHECK-NEXT:     %33:_(s64) = G_CONSTANT i64 128
; CHECK-NEXT:     %34:_(p0) = G_PTR_ADD %1, %33(s64)
; CHECK-NEXT:     G_STORE %32(s64), %34(p0) :: (store (s64) into %stack.2 + 128, align 16)
; CHECK-NEXT:     %36:_(s64) = G_CONSTANT i64 144
; CHECK-NEXT:     %37:_(p0) = G_PTR_ADD %1, %36(s64)
; CHECK-NEXT:     G_STORE %35(s64), %37(p0) :: (store (s64) into %stack.2 + 144, align 16)
; CHECK-NEXT:     %39:_(s64) = G_CONSTANT i64 160
; CHECK-NEXT:     %40:_(p0) = G_PTR_ADD %1, %39(s64)
; CHECK-NEXT:     G_STORE %38(s64), %40(p0) :: (store (s64) into %stack.2 + 160, align 16)
; CHECK-NEXT:     %41:_(p0) = G_FRAME_INDEX %stack.0.ap
; CHECK-NEXT:     %42:_(p0) = G_FRAME_INDEX %stack.1.aq
; CHECK-NEXT:     %43:_(p0) = G_FRAME_INDEX %stack.0.ap
; CHECK-NEXT:     %44:_(s32) = G_CONSTANT i32 8
; CHECK-NEXT:     G_STORE %44(s32), %43(p0) :: (store (s32) into %ir.ap)
; CHECK-NEXT:     %45:_(s32) = G_CONSTANT i32 48
; CHECK-NEXT:     %46:_(s64) = G_CONSTANT i64 4
; CHECK-NEXT:     %47:_(p0) = G_PTR_ADD %43, %46(s64)
; CHECK-NEXT:     G_STORE %45(s32), %47(p0) :: (store (s32) into %ir.ap + 4)
; CHECK-NEXT:     %48:_(p0) = G_FRAME_INDEX %fixed-stack.0
; CHECK-NEXT:     %49:_(s64) = G_CONSTANT i64 8
; CHECK-NEXT:     %50:_(p0) = G_PTR_ADD %43, %49(s64)
; CHECK-NEXT:     G_STORE %48(p0), %50(p0) :: (store (s64) into %ir.ap + 8)
; CHECK-NEXT:     %51:_(p0) = G_FRAME_INDEX %stack.2
; CHECK-NEXT:     %52:_(s64) = G_CONSTANT i64 16
; CHECK-NEXT:     %53:_(p0) = G_PTR_ADD %43, %52(s64)
; CHECK-NEXT:     G_STORE %51(p0), %53(p0) :: (store (s64) into %ir.ap + 16)
; CHECK-NEXT:     %54:_(p0) = G_FRAME_INDEX %stack.1.aq
; CHECK-NEXT:     %55:_(p0) = G_FRAME_INDEX %stack.0.ap
; CHECK-NEXT:     %56:_(s64) = G_LOAD %55(p0) :: (load (s64) from %ir.ap)
; CHECK-NEXT:     G_STORE %56(s64), %54(p0) :: (store (s64) into %ir.aq)
; CHECK-NEXT:     %58:_(s64) = G_CONSTANT i64 8
; CHECK-NEXT:     %59:_(p0) = G_PTR_ADD %55, %58(s64)
; CHECK-NEXT:     %57:_(s64) = G_LOAD %59(p0) :: (load (s64) from %ir.ap + 8)
; CHECK-NEXT:     %60:_(s64) = G_CONSTANT i64 8
; CHECK-NEXT:     %61:_(p0) = G_PTR_ADD %54, %60(s64)
; CHECK-NEXT:     G_STORE %57(s64), %61(p0) :: (store (s64) into %ir.aq + 8)
; CHECK-NEXT:     %63:_(s64) = G_CONSTANT i64 16
; CHECK-NEXT:     %64:_(p0) = G_PTR_ADD %55, %63(s64)
; CHECK-NEXT:     %62:_(s64) = G_LOAD %64(p0) :: (load (s64) from %ir.ap + 16)
; CHECK-NEXT:     %65:_(s64) = G_CONSTANT i64 16
; CHECK-NEXT:     %66:_(p0) = G_PTR_ADD %54, %65(s64)
; CHECK-NEXT:     G_STORE %62(s64), %66(p0) :: (store (s64) into %ir.aq + 16)
; CHECK-NEXT:     %67:_(p0) = G_FRAME_INDEX %stack.0.ap
; CHECK-NEXT:     ADJCALLSTACKDOWN64 0, 0, 0, implicit-def $rsp, implicit-def $eflags, implicit $rsp
; CHECK-NEXT:     $rdi = COPY %0(p0)
; CHECK-NEXT:     $rsi = COPY %67(p0)
; CHECK-NEXT:     CALL64pcrel32 target-flags(x86-plt) @consume, csr_64, implicit $rsp, implicit $rdi, implicit $rsi, implicit-def $xmm0
; CHECK-NEXT:     %68:_(s64) = COPY $xmm0
; CHECK-NEXT:     ADJCALLSTACKUP64 0, 0, implicit-def $rsp, implicit-def $eflags, implicit $rsp
; CHECK-NEXT:     %69:_(p0) = G_FRAME_INDEX %stack.1.aq
; CHECK-NEXT:     ADJCALLSTACKDOWN64 0, 0, 0, implicit-def $rsp, implicit-def $eflags, implicit $rsp
; CHECK-NEXT:     $rdi = COPY %0(p0)
; CHECK-NEXT:     $rsi = COPY %69(p0)
; CHECK-NEXT:     CALL64pcrel32 target-flags(x86-plt) @consume, csr_64, implicit $rsp, implicit $rdi, implicit $rsi, implicit-def $xmm0
; CHECK-NEXT:     %70:_(s64) = COPY $xmm0
; CHECK-NEXT:     ADJCALLSTACKUP64 0, 0, implicit-def $rsp, implicit-def $eflags, implicit $rsp
; CHECK-NEXT:     %71:_(s64) = G_FADD %68, %70
; CHECK-NEXT:     $xmm0 = COPY %71(s64)
; CHECK-NEXT:     RET 0, $xmm0
; CHECK-NEXT: ...
; CHECK-NEXT: ---
; CHECK-NEXT: name:            after_fixed
; CHECK-NEXT: alignment:       16
; CHECK-NEXT: exposesReturnsTwice: false
; CHECK-NEXT: legalized:       false
; CHECK-NEXT: regBankSelected: false
; CHECK-NEXT: selected:        false
; CHECK-NEXT: failedISel:      false
; CHECK-NEXT: tracksRegLiveness: true
; CHECK-NEXT: hasWinCFI:       false
; CHECK-NEXT: failsVerification: false
; CHECK-NEXT: tracksDebugUserValues: false
; CHECK-NEXT: registers:
; CHECK-NEXT:   - { id: 0, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 1, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 2, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 3, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 4, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 5, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 6, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 7, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 8, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 9, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 10, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 11, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 12, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 13, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 14, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 15, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 16, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 17, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 18, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 19, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 20, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 21, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 22, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 23, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 24, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 25, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 26, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 27, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 28, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 29, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 30, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 31, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 32, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 33, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 34, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 35, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 36, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 37, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 38, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 39, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 40, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 41, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 42, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 43, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 44, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 45, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 46, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 47, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 48, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 49, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 50, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 51, class: _, preferred-register: '' }
; CHECK-NEXT: liveins:
; CHECK-NEXT:   - { reg: '$rdi', virtual-reg: '%0' }
; CHECK-NEXT:   - { reg: '$xmm0', virtual-reg: '%1' }
; CHECK-NEXT:   - { reg: '$rsi', virtual-reg: '%2' }
; CHECK-NEXT:   - { reg: '$edx', virtual-reg: '%3' }
; CHECK-NEXT:   - { reg: '$xmm1', virtual-reg: '%4' }
; CHECK-NEXT:   - { reg: '$rcx', virtual-reg: '%5' }
; CHECK-NEXT:   - { reg: '$xmm2', virtual-reg: '%11' }
; CHECK-NEXT:   - { reg: '$xmm3', virtual-reg: '%14' }
; CHECK-NEXT:   - { reg: '$xmm4', virtual-reg: '%17' }
; CHECK-NEXT:   - { reg: '$xmm5', virtual-reg: '%20' }
; CHECK-NEXT:   - { reg: '$xmm6', virtual-reg: '%23' }
; CHECK-NEXT:   - { reg: '$xmm7', virtual-reg: '%26' }
; CHECK-NEXT: frameInfo:
; CHECK-NEXT:   isFrameAddressTaken: false
; CHECK-NEXT:   isReturnAddressTaken: false
; CHECK-NEXT:   hasStackMap:     false
; CHECK-NEXT:   hasPatchPoint:   false
; CHECK-NEXT:   stackSize:       0
; CHECK-NEXT:   offsetAdjustment: 0
; CHECK-NEXT:   maxAlignment:    16
; CHECK-NEXT:   adjustsStack:    false
; CHECK-NEXT:   hasCalls:        false
; CHECK-NEXT:   stackProtector:  ''
; CHECK-NEXT:   maxCallFrameSize: 4294967295
; CHECK-NEXT:   cvBytesOfCalleeSavedRegisters: 0
; CHECK-NEXT:   hasOpaqueSPAdjustment: false
; CHECK-NEXT:   hasVAStart:      false
; CHECK-NEXT:   hasMustTailInVarArgFunc: false
; CHECK-NEXT:   hasTailCall:     false
; CHECK-NEXT:   localFrameSize:  0
; CHECK-NEXT:   savePoint:       ''
; CHECK-NEXT:   restorePoint:    ''
; CHECK-NEXT: fixedStack:
; CHECK-NEXT:   - { id: 0, type: default, offset: 0, size: 8, alignment: 1, stack-id: '', isImmutable: true, isAliased: false, callee-saved-register: '', callee-saved-restored: true, debug-info-variable: '', debug-info-expression: '', debug-info-location: '' }
; CHECK-NEXT:   - { id: 1, type: default, offset: 8, size: 8, alignment: 1, stack-id: '', isImmutable: true, isAliased: false, callee-saved-register: '', callee-saved-restored: true, debug-info-variable: '', debug-info-expression: '', debug-info-location: '' }
; CHECK-NEXT: stack:
; CHECK-NEXT:   - { id: 0, name: 'ap', type: default, offset: 0, size: 24, alignment: 16, stack-id: '', callee-saved-register: '', callee-saved-restored: true, debug-info-variable: '', debug-info-expression: '', debug-info-location: '' }
; CHECK-NEXT:   - { id: 1, name: '', type: default, offset: 0, size: 176, alignment: 16, stack-id: '', callee-saved-register: '', callee-saved-restored: true, debug-info-variable: '', debug-info-expression: '', debug-info-location: '' }
; CHECK-NEXT: constants:       []
; CHECK-NEXT: body:            |
; CHECK-NEXT:   bb.0 (%ir-block.0):
; CHECK-NEXT:     liveins: $rdi, $xmm0, $rsi, $edx, $xmm1, $rcx, $xmm2, $xmm3, $xmm4, $xmm5, $xmm6, $xmm7
; CHECK-EMPTY:
; CHECK-NEXT:     %26:_(s64) = COPY $xmm7
; CHECK-NEXT:     %23:_(s64) = COPY $xmm6
; CHECK-NEXT:     %20:_(s64) = COPY $xmm5
; CHECK-NEXT:     %17:_(s64) = COPY $xmm4
; CHECK-NEXT:     %14:_(s64) = COPY $xmm3
; CHECK-NEXT:     %11:_(s64) = COPY $xmm2
; CHECK-NEXT:     %5:_(s64) = COPY $rcx
; CHECK-NEXT:     %4:_(s64) = COPY $xmm1
; CHECK-NEXT:     %3:_(s32) = COPY $edx
; CHECK-NEXT:     %2:_(p0) = COPY $rsi
; CHECK-NEXT:     %1:_(s64) = COPY $xmm0
; CHECK-NEXT:     %0:_(s64) = COPY $rdi
; CHECK-NEXT:     %8:_(p0) = G_FRAME_INDEX %fixed-stack.0
; CHECK-NEXT:     %9:_(s64) = G_LOAD %8(p0) :: (invariant load (s64) from %fixed-stack.0, align 16)
; CHECK-NEXT:     %10:_(p0) = G_FRAME_INDEX %stack.1
; CHECK-NEXT:     %12:_(s64) = G_CONSTANT i64 80
; CHECK-NEXT:     %13:_(p0) = G_PTR_ADD %10, %12(s64)
; CHECK-NEXT:     G_STORE %11(s64), %13(p0) :: (store (s64) into %stack.1 + 80, align 16)
; CHECK-NEXT:     %15:_(s64) = G_CONSTANT i64 96
; CHECK-NEXT:     %16:_(p0) = G_PTR_ADD %10, %15(s64)
; CHECK-NEXT:     G_STORE %14(s64), %16(p0) :: (store (s64) into %stack.1 + 96, align 16)
; CHECK-NEXT:     %18:_(s64) = G_CONSTANT i64 112
; CHECK-NEXT:     %19:_(p0) = G_PTR_ADD %10, %18(s64)
; CHECK-NEXT:     G_STORE %17(s64), %19(p0) :: (store (s64) into %stack.1 + 112, align 16)
; CHECK-NEXT:     %21:_(s64) = G_CONSTANT i64 128
; CHECK-NEXT:     %22:_(p0) = G_PTR_ADD %10, %21(s64)
; CHECK-NEXT:     G_STORE %20(s64), %22(p0) :: (store (s64) into %stack.1 + 128, align 16)
; CHECK-NEXT:     %24:_(s64) = G_CONSTANT i64 144
; CHECK-NEXT:     %25:_(p0) = G_PTR_ADD %10, %24(s64)
; CHECK-NEXT:     G_STORE %23(s64), %25(p0) :: (store (s64) into %stack.1 + 144, align 16)
; CHECK-NEXT:     %27:_(s64) = G_CONSTANT i64 160
; CHECK-NEXT:     %28:_(p0) = G_PTR_ADD %10, %27(s64)
; CHECK-NEXT:     G_STORE %26(s64), %28(p0) :: (store (s64) into %stack.1 + 160, align 16)
; CHECK-NEXT:     %29:_(p0) = G_FRAME_INDEX %stack.0.ap
; CHECK-NEXT:     %30:_(p0) = G_FRAME_INDEX %stack.0.ap
; CHECK-NEXT:     %31:_(s32) = G_CONSTANT i32 48
; CHECK-NEXT:     G_STORE %31(s32), %30(p0) :: (store (s32) into %ir.ap)
; CHECK-NEXT:     %32:_(s32) = G_CONSTANT i32 80
; CHECK-NEXT:     %33:_(s64) = G_CONSTANT i64 4
; CHECK-NEXT:     %34:_(p0) = G_PTR_ADD %30, %33(s64)
; CHECK-NEXT:     G_STORE %32(s32), %34(p0) :: (store (s32) into %ir.ap + 4)
; CHECK-NEXT:     %35:_(p0) = G_FRAME_INDEX %fixed-stack.1
; CHECK-NEXT:     %36:_(s64) = G_CONSTANT i64 8
; CHECK-NEXT:     %37:_(p0) = G_PTR_ADD %30, %36(s64)
; CHECK-NEXT:     G_STORE %35(p0), %37(p0) :: (store (s64) into %ir.ap + 8)
; CHECK-NEXT:     %38:_(p0) = G_FRAME_INDEX %stack.1
; CHECK-NEXT:     %39:_(s64) = G_CONSTANT i64 16
; CHECK-NEXT:     %40:_(p0) = G_PTR_ADD %30, %39(s64)
; CHECK-NEXT:     G_STORE %38(p0), %40(p0) :: (store (s64) into %ir.ap + 16)
; CHECK-NEXT:     %41:_(p0) = G_FRAME_INDEX %stack.0.ap
; CHECK-NEXT:     ADJCALLSTACKDOWN64 0, 0, 0, implicit-def $rsp, implicit-def $eflags, implicit $rsp
; CHECK-NEXT:     $rdi = COPY %2(p0)
; CHECK-NEXT:     $rsi = COPY %41(p0)
; CHECK-NEXT:     CALL64pcrel32 target-flags(x86-plt) @consume, csr_64, implicit $rsp, implicit $rdi, implicit $rsi, implicit-def $xmm0
; CHECK-NEXT:     %42:_(s64) = COPY $xmm0
; CHECK-NEXT:     ADJCALLSTACKUP64 0, 0, implicit-def $rsp, implicit-def $eflags, implicit $rsp
; CHECK-NEXT:     %43:_(s64) = G_SITOFP %0(s64)
; CHECK-NEXT:     %44:_(s64) = G_SITOFP %3(s32)
; CHECK-NEXT:     %45:_(s64) = G_ADD %5, %9
; CHECK-NEXT:     %46:_(s64) = G_SITOFP %45(s64)
; CHECK-NEXT:     %47:_(s64) = G_FADD %42, %43
; CHECK-NEXT:     %48:_(s64) = G_FADD %47, %1
; CHECK-NEXT:     %49:_(s64) = G_FADD %48, %44
; CHECK-NEXT:     %50:_(s64) = G_FMUL %49, %4
; CHECK-NEXT:     %51:_(s64) = G_FADD %50, %46
; CHECK-NEXT:     $xmm0 = COPY %51(s64)
; CHECK-NEXT:     RET 0, $xmm0
; CHECK-NEXT: ...
