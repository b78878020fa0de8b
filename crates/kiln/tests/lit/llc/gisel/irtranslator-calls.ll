; The IRTranslator's calls, arguments and returns, through the shared calling-convention
; assignment: extensions a parameter's attributes ask for, an i128 in two registers
; (G_MERGE_VALUES / G_UNMERGE_VALUES), arguments beyond the sixth on the stack (G_STORE off
; $rsp inside the call frame, G_LOAD from a fixed stack object), AL for a variadic callee, a
; { i64, i64 } result in RAX:RDX, llvm.memcpy/memset as calls, an overflow intrinsic's two
; results, llvm.fmuladd as G_FMUL and G_FADD, a byval object copied into the argument area,
; lifetime markers dropped.
; RUN: kiln llc -mtriple=x86_64 -O0 -global-isel -stop-after=irtranslator -verify-machineinstrs %s -o - | FileCheck %s
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

declare signext i8 @narrow(i8 signext, i1 zeroext)
declare i32 @many(i64, i64, i64, i64, i64, i64, i64, i32)
declare i32 @printf(ptr, ...)
declare { i64, i64 } @pair()
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
declare void @llvm.lifetime.start.p0(i64, ptr)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32)

define i128 @wide(i128 %a, i64 %b, i64 %c, i64 %d, i64 %e, i32 %stacked) {
  %x = zext i32 %stacked to i128
  %r = add i128 %a, %x
  ret i128 %r
}

define i32 @caller(ptr %fmt, ptr %dst, ptr %src, double %f) {
  call void @llvm.lifetime.start.p0(i64 8, ptr %dst)
  %n = call signext i8 @narrow(i8 signext 3, i1 zeroext true)
  %m = call i32 @many(i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i32 8)
  %p = call i32 (ptr, ...) @printf(ptr %fmt, double %f, i32 %m)
  %pr = call { i64, i64 } @pair()
  %hi = extractvalue { i64, i64 } %pr, 1
  call void @llvm.memcpy.p0.p0.i64(ptr %dst, ptr %src, i64 %hi, i1 false)
  call void @llvm.memset.p0.i64(ptr %dst, i8 0, i64 16, i1 false)
  %o = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %m, i32 %p)
  %v = extractvalue { i32, i1 } %o, 0
  ret i32 %v
}

define zeroext i1 @flag(i1 %b) {
  ret i1 %b
}

%big = type { i64, i32, i16 }
declare void @takes_byval(ptr byval(%big) align 8)
declare double @llvm.fmuladd.f64(double, double, double)

define double @byval_and_fmuladd(ptr %obj, double %a, double %b) {
  call void @takes_byval(ptr byval(%big) align 8 %obj)
  %r = call double @llvm.fmuladd.f64(double %a, double %b, double %a)
  ret double %r
}

; CHECK: --- |
; CHECK-NEXT:   target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
; CHECK-NEXT: {{^ +$}}
; CHECK-NEXT:   %big = type { i64, i32, i16 }
; CHECK-NEXT: {{^ +$}}
; CHECK-NEXT:   declare signext i8 @narrow(i8 signext, i1 zeroext)
; CHECK-NEXT: {{^ +$}}
; CHECK-NEXT:   declare i32 @many(i64, i64, i64, i64, i64, i64, i64, i32)
; CHECK-NEXT: {{^ +$}}
; CHECK-NEXT:   declare i32 @printf(ptr, ...)
; CHECK-NEXT: {{^ +$}}
; CHECK-NEXT:   declare { i64, i64 } @pair()
; CHECK-NEXT: {{^ +$}}
; CHECK-NEXT:   declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
; CHECK-NEXT: {{^ +$}}
; CHECK-NEXT:   declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
; CHECK-NEXT: {{^ +$}}
; CHECK-NEXT:   declare void @llvm.lifetime.start.p0(i64, ptr)
; CHECK-NEXT: {{^ +$}}
; CHECK-NEXT:   declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32)
; CHECK-NEXT: {{^ +$}}
; CHECK-NEXT:   define i128 @wide(i128 %a, i64 %b, i64 %c, i64 %d, i64 %e, i32 %stacked) {
; CHECK-NEXT:   0:
; CHECK-NEXT:     %x = zext i32 %stacked to i128
; CHECK-NEXT:     %r = add i128 %a, %x
; CHECK-NEXT:     ret i128 %r
; CHECK-NEXT:   }
; CHECK-NEXT: {{^ +$}}
; CHECK-NEXT:   define i32 @caller(ptr %fmt, ptr %dst, ptr %src, double %f) {
; CHECK-NEXT:   0:
; CHECK-NEXT:     call void @llvm.lifetime.start.p0(i64 8, ptr %dst)
; CHECK-NEXT:     %n = call signext i8 @narrow(i8 signext 3, i1 zeroext true)
; CHECK-NEXT:     %m = call i32 @many(i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i32 8)
; CHECK-NEXT:     %p = call i32 (ptr, ...) @printf(ptr %fmt, double %f, i32 %m)
; CHECK-NEXT:     %pr = call { i64, i64 } @pair()
; CHECK-NEXT:     %hi = extractvalue { i64, i64 } %pr, 1
; CHECK-NEXT:     call void @llvm.memcpy.p0.p0.i64(ptr %dst, ptr %src, i64 %hi, i1 false)
; CHECK-NEXT:     call void @llvm.memset.p0.i64(ptr %dst, i8 0, i64 16, i1 false)
; CHECK-NEXT:     %o = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %m, i32 %p)
; CHECK-NEXT:     %v = extractvalue { i32, i1 } %o, 0
; CHECK-NEXT:     ret i32 %v
; CHECK-NEXT:   }
; CHECK-NEXT: {{^ +$}}
; CHECK-NEXT:   define zeroext i1 @flag(i1 %b) {
; CHECK-NEXT:   0:
; CHECK-NEXT:     ret i1 %b
; CHECK-NEXT:   }
; CHECK-NEXT: {{^ +$}}
; CHECK-NEXT:   declare void @takes_byval(ptr align 8 byval(%big))
; CHECK-NEXT: {{^ +$}}
; CHECK-NEXT:   declare double @llvm.fmuladd.f64(double, double, double)
; CHECK-NEXT: {{^ +$}}
; CHECK-NEXT:   define double @byval_and_fmuladd(ptr %obj, double %a, double %b) {
; CHECK-NEXT:   0:
; CHECK-NEXT:     call void @takes_byval(ptr align 8 byval(%big) %obj)
; CHECK-NEXT:     %r = call double @llvm.fmuladd.f64(double %a, double %b, double %a)
; CHECK-NEXT:     ret double %r
; CHECK-NEXT:   }
; CHECK-NEXT: {{^ +$}}
; CHECK-NEXT: ...
; CHECK-NEXT: ---
; CHECK-NEXT: name:            wide
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
; CHECK-NEXT: liveins:
; CHECK-NEXT:   - { reg: '$rdi', virtual-reg: '%0' }
; CHECK-NEXT:   - { reg: '$rsi', virtual-reg: '%1' }
; CHECK-NEXT: frameInfo:
; CHECK-NEXT:   isFrameAddressTaken: false
; CHECK-NEXT:   isReturnAddressTaken: false
; CHECK-NEXT:   hasStackMap:     false
; CHECK-NEXT:   hasPatchPoint:   false
; CHECK-NEXT:   stackSize:       0
; CHECK-NEXT:   offsetAdjustment: 0
; CHECK-NEXT:   maxAlignment:    1
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
; CHECK-NEXT:   - { id: 0, type: default, offset: 0, size: 4, alignment: 1, stack-id: '', isImmutable: true, isAliased: false, callee-saved-register: '', callee-saved-restored: true, debug-info-variable: '', debug-info-expression: '', debug-info-location: '' }
; CHECK-NEXT: stack:           []
; CHECK-NEXT: constants:       []
; CHECK-NEXT: body:            |
; CHECK-NEXT:   bb.0 (%ir-block.0):
; CHECK-NEXT:     liveins: $rdi, $rsi
; CHECK-EMPTY:
; CHECK-NEXT:     %1:_(s64) = COPY $rsi
; CHECK-NEXT:     %0:_(s64) = COPY $rdi
; CHECK-NEXT:     %6:_(p0) = G_FRAME_INDEX %fixed-stack.0
; CHECK-NEXT:     %7:_(s32) = G_LOAD %6(p0) :: (invariant load (s32) from %fixed-stack.0, align 16)
; CHECK-NEXT:     %8:_(s128) = G_MERGE_VALUES %0(s64), %1(s64)
; CHECK-NEXT:     %9:_(s128) = G_ZEXT %7(s32)
; CHECK-NEXT:     %10:_(s128) = G_ADD %8, %9
; CHECK-NEXT:     %11:_(s64), %12:_(s64) = G_UNMERGE_VALUES %10(s128)
; CHECK-NEXT:     $rax = COPY %11(s64)
; CHECK-NEXT:     $rdx = COPY %12(s64)
; CHECK-NEXT:     RET 0, $rax, $rdx
; CHECK-NEXT: ...
; CHECK-NEXT: ---
; CHECK-NEXT: name:            caller
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
; CHECK-NEXT: liveins:
; CHECK-NEXT:   - { reg: '$rdi', virtual-reg: '%0' }
; CHECK-NEXT:   - { reg: '$rsi', virtual-reg: '%1' }
; CHECK-NEXT:   - { reg: '$rdx', virtual-reg: '%2' }
; CHECK-NEXT:   - { reg: '$xmm0', virtual-reg: '%3' }
; CHECK-NEXT: frameInfo:
; CHECK-NEXT:   isFrameAddressTaken: false
; CHECK-NEXT:   isReturnAddressTaken: false
; CHECK-NEXT:   hasStackMap:     false
; CHECK-NEXT:   hasPatchPoint:   false
; CHECK-NEXT:   stackSize:       0
; CHECK-NEXT:   offsetAdjustment: 0
; CHECK-NEXT:   maxAlignment:    1
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
; CHECK-NEXT: fixedStack:      []
; CHECK-NEXT: stack:           []
; CHECK-NEXT: constants:       []
; CHECK-NEXT: body:            |
; CHECK-NEXT:   bb.0 (%ir-block.0):
; CHECK-NEXT:     liveins: $rdi, $rsi, $rdx, $xmm0
; CHECK-EMPTY:
; CHECK-NEXT:     %3:_(s64) = COPY $xmm0
; CHECK-NEXT:     %2:_(p0) = COPY $rdx
; CHECK-NEXT:     %1:_(p0) = COPY $rsi
; CHECK-NEXT:     %0:_(p0) = COPY $rdi
; CHECK-NEXT:     %4:_(s8) = G_CONSTANT i8 3
; CHECK-NEXT:     %5:_(s1) = G_CONSTANT i1 true
; CHECK-NEXT:     ADJCALLSTACKDOWN64 0, 0, 0, implicit-def $rsp, implicit-def $eflags, implicit $rsp
; CHECK-NEXT:     %6:_(s8) = G_ZEXT %5(s1)
; CHECK-NEXT:     %7:_(s32) = G_SEXT %4(s8)
; CHECK-NEXT:     %8:_(s32) = G_ZEXT %6(s8)
; CHECK-NEXT:     $edi = COPY %7(s32)
; CHECK-NEXT:     $esi = COPY %8(s32)
; CHECK-NEXT:     CALL64pcrel32 target-flags(x86-plt) @narrow, csr_64, implicit $rsp, implicit $edi, implicit $esi, implicit-def $al
; CHECK-NEXT:     %9:_(s8) = COPY $al
; CHECK-NEXT:     ADJCALLSTACKUP64 0, 0, implicit-def $rsp, implicit-def $eflags, implicit $rsp
; CHECK-NEXT:     %10:_(s64) = G_CONSTANT i64 1
; CHECK-NEXT:     %11:_(s64) = G_CONSTANT i64 2
; CHECK-NEXT:     %12:_(s64) = G_CONSTANT i64 3
; CHECK-NEXT:     %13:_(s64) = G_CONSTANT i64 4
; CHECK-NEXT:     %14:_(s64) = G_CONSTANT i64 5
; CHECK-NEXT:     %15:_(s64) = G_CONSTANT i64 6
; CHECK-NEXT:     %16:_(s64) = G_CONSTANT i64 7
; CHECK-NEXT:     %17:_(s32) = G_CONSTANT i32 8
; CHECK-NEXT:     ADJCALLSTACKDOWN64 16, 0, 0, implicit-def $rsp, implicit-def $eflags, implicit $rsp
; CHECK-NEXT:     %18:_(p0) = COPY $rsp
; CHECK-NEXT:     %19:_(s64) = G_CONSTANT i64 0
; CHECK-NEXT:     %20:_(p0) = G_PTR_ADD %18, %19(s64)
; CHECK-NEXT:     G_STORE %16(s64), %20(p0) :: (store (s64) into stack, align 16)
; CHECK-NEXT:     %21:_(s64) = G_CONSTANT i64 8
; CHECK-NEXT:     %22:_(p0) = G_PTR_ADD %18, %21(s64)
; CHECK-NEXT:     G_STORE %17(s32), %22(p0) :: (store (s32) into stack + 8, align 8)
; CHECK-NEXT:     $rdi = COPY %10(s64)
; CHECK-NEXT:     $rsi = COPY %11(s64)
; CHECK-NEXT:     $rdx = COPY %12(s64)
; CHECK-NEXT:     $rcx = COPY %13(s64)
; CHECK-NEXT:     $r8 = COPY %14(s64)
; CHECK-NEXT:     $r9 = COPY %15(s64)
; CHECK-NEXT:     CALL64pcrel32 target-flags(x86-plt) @many, csr_64, implicit $rsp, implicit $rdi, implicit $rsi, implicit $rdx, implicit $rcx, implicit $r8, implicit $r9, implicit-def $eax
; CHECK-NEXT:     %23:_(s32) = COPY $eax
; CHECK-NEXT:     ADJCALLSTACKUP64 16, 0, implicit-def $rsp, implicit-def $eflags, implicit $rsp
; CHECK-NEXT:     ADJCALLSTACKDOWN64 0, 0, 0, implicit-def $rsp, implicit-def $eflags, implicit $rsp
; CHECK-NEXT:     $rdi = COPY %0(p0)
; CHECK-NEXT:     $xmm0 = COPY %3(s64)
; CHECK-NEXT:     $esi = COPY %23(s32)
; CHECK-NEXT:     %24:_(s8) = G_CONSTANT i8 1
; CHECK-NEXT:     $al = COPY %24(s8)
; CHECK-NEXT:     CALL64pcrel32 target-flags(x86-plt) @printf, csr_64, implicit $rsp, implicit $rdi, implicit $xmm0, implicit $esi, implicit $al, implicit-def $eax
; CHECK-NEXT:     %25:_(s32) = COPY $eax
; CHECK-NEXT:     ADJCALLSTACKUP64 0, 0, implicit-def $rsp, implicit-def $eflags, implicit $rsp
; CHECK-NEXT:     ADJCALLSTACKDOWN64 0, 0, 0, implicit-def $rsp, implicit-def $eflags, implicit $rsp
; CHECK-NEXT:     CALL64pcrel32 target-flags(x86-plt) @pair, csr_64, implicit $rsp, implicit-def $rax, implicit-def $rdx
; CHECK-NEXT:     %26:_(s64) = COPY $rax
; CHECK-NEXT:     %27:_(s64) = COPY $rdx
; CHECK-NEXT:     ADJCALLSTACKUP64 0, 0, implicit-def $rsp, implicit-def $eflags, implicit $rsp
; CHECK-NEXT:     ADJCALLSTACKDOWN64 0, 0, 0, implicit-def $rsp, implicit-def $eflags, implicit $rsp
; CHECK-NEXT:     $rdi = COPY %1(p0)
; CHECK-NEXT:     $rsi = COPY %2(p0)
; CHECK-NEXT:     $rdx = COPY %27(s64)
; CHECK-NEXT:     CALL64pcrel32 target-flags(x86-plt) &memcpy, csr_64, implicit $rsp, implicit $rdi, implicit $rsi, implicit $rdx
; CHECK-NEXT:     ADJCALLSTACKUP64 0, 0, implicit-def $rsp, implicit-def $eflags, implicit $rsp
; CHECK-NEXT:     %28:_(s8) = G_CONSTANT i8 0
; CHECK-NEXT:     %29:_(s64) = G_CONSTANT i64 16
; CHECK-NEXT:     %30:_(s32) = G_ZEXT %28(s8)
; CHECK-NEXT:     ADJCALLSTACKDOWN64 0, 0, 0, implicit-def $rsp, implicit-def $eflags, implicit $rsp
; CHECK-NEXT:     $rdi = COPY %1(p0)
; CHECK-NEXT:     $esi = COPY %30(s32)
; CHECK-NEXT:     $rdx = COPY %29(s64)
; CHECK-NEXT:     CALL64pcrel32 target-flags(x86-plt) &memset, csr_64, implicit $rsp, implicit $rdi, implicit $esi, implicit $rdx
; CHECK-NEXT:     ADJCALLSTACKUP64 0, 0, implicit-def $rsp, implicit-def $eflags, implicit $rsp
; CHECK-NEXT:     %31:_(s32), %32:_(s1) = G_SADDO %23, %25
; CHECK-NEXT:     $eax = COPY %31(s32)
; CHECK-NEXT:     RET 0, $eax
; CHECK-NEXT: ...
; CHECK-NEXT: ---
; CHECK-NEXT: name:            flag
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
; CHECK-NEXT: liveins:
; CHECK-NEXT:   - { reg: '$edi', virtual-reg: '%0' }
; CHECK-NEXT: frameInfo:
; CHECK-NEXT:   isFrameAddressTaken: false
; CHECK-NEXT:   isReturnAddressTaken: false
; CHECK-NEXT:   hasStackMap:     false
; CHECK-NEXT:   hasPatchPoint:   false
; CHECK-NEXT:   stackSize:       0
; CHECK-NEXT:   offsetAdjustment: 0
; CHECK-NEXT:   maxAlignment:    1
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
; CHECK-NEXT: fixedStack:      []
; CHECK-NEXT: stack:           []
; CHECK-NEXT: constants:       []
; CHECK-NEXT: body:            |
; CHECK-NEXT:   bb.0 (%ir-block.0):
; CHECK-NEXT:     liveins: $edi
; CHECK-EMPTY:
; CHECK-NEXT:     %0:_(s32) = COPY $edi
; CHECK-NEXT:     %1:_(s8) = G_TRUNC %0(s32)
; CHECK-NEXT:     %2:_(s1) = G_TRUNC %1(s8)
; CHECK-NEXT:     %3:_(s8) = G_ZEXT %2(s1)
; CHECK-NEXT:     $al = COPY %3(s8)
; CHECK-NEXT:     RET 0, $al
; CHECK-NEXT: ...
; CHECK-NEXT: ---
; CHECK-NEXT: name:            byval_and_fmuladd
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
; CHECK-NEXT: liveins:
; CHECK-NEXT:   - { reg: '$rdi', virtual-reg: '%0' }
; CHECK-NEXT:   - { reg: '$xmm0', virtual-reg: '%1' }
; CHECK-NEXT:   - { reg: '$xmm1', virtual-reg: '%2' }
; CHECK-NEXT: frameInfo:
; CHECK-NEXT:   isFrameAddressTaken: false
; CHECK-NEXT:   isReturnAddressTaken: false
; CHECK-NEXT:   hasStackMap:     false
; CHECK-NEXT:   hasPatchPoint:   false
; CHECK-NEXT:   stackSize:       0
; CHECK-NEXT:   offsetAdjustment: 0
; CHECK-NEXT:   maxAlignment:    1
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
; CHECK-NEXT: fixedStack:      []
; CHECK-NEXT: stack:           []
; CHECK-NEXT: constants:       []
; CHECK-NEXT: body:            |
; CHECK-NEXT:   bb.0 (%ir-block.0):
; CHECK-NEXT:     liveins: $rdi, $xmm0, $xmm1
; CHECK-EMPTY:
; CHECK-NEXT:     %2:_(s64) = COPY $xmm1
; CHECK-NEXT:     %1:_(s64) = COPY $xmm0
; CHECK-NEXT:     %0:_(p0) = COPY $rdi
; CHECK-NEXT:     ADJCALLSTACKDOWN64 16, 0, 0, implicit-def $rsp, implicit-def $eflags, implicit $rsp
; CHECK-NEXT:     %3:_(p0) = COPY $rsp
; CHECK-NEXT:     %4:_(s64) = G_CONSTANT i64 0
; CHECK-NEXT:     %5:_(p0) = G_PTR_ADD %3, %4(s64)
; CHECK-NEXT:     %6:_(s64) = G_LOAD %0(p0) :: (load (s64))
; CHECK-NEXT:     G_STORE %6(s64), %5(p0) :: (store (s64) into stack, align 16)
; CHECK-NEXT:     %7:_(s64) = G_CONSTANT i64 8
; CHECK-NEXT:     %8:_(p0) = G_PTR_ADD %0, %7(s64)
; CHECK-NEXT:     %9:_(s64) = G_CONSTANT i64 8
; CHECK-NEXT:     %10:_(p0) = G_PTR_ADD %5, %9(s64)
; CHECK-NEXT:     %11:_(s64) = G_LOAD %8(p0) :: (load (s64))
; CHECK-NEXT:     G_STORE %11(s64), %10(p0) :: (store (s64) into stack + 8)
; CHECK-NEXT:     CALL64pcrel32 target-flags(x86-plt) @takes_byval, csr_64, implicit $rsp
; CHECK-NEXT:     ADJCALLSTACKUP64 16, 0, implicit-def $rsp, implicit-def $eflags, implicit $rsp
; CHECK-NEXT:     %12:_(s64) = G_FMUL %1, %2
; CHECK-NEXT:     %13:_(s64) = G_FADD %12, %1
; CHECK-NEXT:     $xmm0 = COPY %13(s64)
; CHECK-NEXT:     RET 0, $xmm0
; CHECK-NEXT: ...
