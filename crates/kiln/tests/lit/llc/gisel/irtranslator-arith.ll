; The IRTranslator on integer and floating-point arithmetic, compares, selects and casts: each
; IR instruction one generic instruction of the same meaning (wrap flags kept), constants as
; G_CONSTANT/G_FCONSTANT built before each user at -O0 (once, in the entry block, when a phi reads them), an i128 constant as a merge of two s64.
; RUN: kiln llc -mtriple=x86_64 -O0 -global-isel -stop-after=irtranslator -verify-machineinstrs %s -o - | FileCheck %s
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

define i32 @int_ops(i32 %a, i32 %b) {
  %add = add nsw i32 %a, %b
  %sub = sub nuw i32 %add, 3
  %mul = mul i32 %sub, %b
  %div = sdiv exact i32 %mul, %a
  %rem = urem i32 %div, 7
  %shl = shl i32 %rem, %b
  %shr = ashr i32 %shl, 2
  %and = and i32 %shr, -1
  %or = or i32 %and, %a
  %xor = xor i32 %or, %b
  ret i32 %xor
}

define i64 @compare_select(i64 %a, i64 %b, double %x, double %y) {
  %c = icmp ult i64 %a, %b
  %f = fcmp olt double %x, %y
  %both = and i1 %c, %f
  %s = select i1 %both, i64 %a, i64 %b
  ret i64 %s
}

define double @casts(i8 %c, i64 %w, float %f, ptr %p) {
  %z = zext i8 %c to i32
  %s = sext i8 %c to i64
  %t = trunc i64 %w to i16
  %e = fpext float %f to double
  %i = fptosi double %e to i32
  %u = uitofp i16 %t to double
  %pi = ptrtoint ptr %p to i64
  %ip = inttoptr i64 %s to ptr
  %b = bitcast i64 %pi to double
  %sum = fadd double %u, %b
  %neg = fneg double %sum
  ret double %neg
}

define i128 @wide_constant(i128 %a) {
  %r = add i128 %a, 18446744073709551621
  ret i128 %r
}

; CHECK: --- |
; CHECK-NEXT:   target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
; CHECK-NEXT: {{^ +$}}
; CHECK-NEXT: {{^ +$}}
; CHECK-NEXT:   define i32 @int_ops(i32 %a, i32 %b) {
; CHECK-NEXT:   0:
; CHECK-NEXT:     %add = add nsw i32 %a, %b
; CHECK-NEXT:     %sub = sub nuw i32 %add, 3
; CHECK-NEXT:     %mul = mul i32 %sub, %b
; CHECK-NEXT:     %div = sdiv exact i32 %mul, %a
; CHECK-NEXT:     %rem = urem i32 %div, 7
; CHECK-NEXT:     %shl = shl i32 %rem, %b
; CHECK-NEXT:     %shr = ashr i32 %shl, 2
; CHECK-NEXT:     %and = and i32 %shr, -1
; CHECK-NEXT:     %or = or i32 %and, %a
; CHECK-NEXT:     %xor = xor i32 %or, %b
; CHECK-NEXT:     ret i32 %xor
; CHECK-NEXT:   }
; CHECK-NEXT: {{^ +$}}
; CHECK-NEXT:   define i64 @compare_select(i64 %a, i64 %b, double %x, double %y) {
; CHECK-NEXT:   0:
; CHECK-NEXT:     %c = icmp ult i64 %a, %b
; CHECK-NEXT:     %f = fcmp olt double %x, %y
; CHECK-NEXT:     %both = and i1 %c, %f
; CHECK-NEXT:     %s = select i1 %both, i64 %a, i64 %b
; CHECK-NEXT:     ret i64 %s
; CHECK-NEXT:   }
; CHECK-NEXT: {{^ +$}}
; CHECK-NEXT:   define double @casts(i8 %c, i64 %w, float %f, ptr %p) {
; CHECK-NEXT:   0:
; CHECK-NEXT:     %z = zext i8 %c to i32
; CHECK-NEXT:     %s = sext i8 %c to i64
; CHECK-NEXT:     %t = trunc i64 %w to i16
; CHECK-NEXT:     %e = fpext float %f to double
; CHECK-NEXT:     %i = fptosi double %e to i32
; CHECK-NEXT:     %u = uitofp i16 %t to double
; CHECK-NEXT:     %pi = ptrtoint ptr %p to i64
; CHECK-NEXT:     %ip = inttoptr i64 %s to ptr
; CHECK-NEXT:     %b = bitcast i64 %pi to double
; CHECK-NEXT:     %sum = fadd double %u, %b
; CHECK-NEXT:     %neg = fneg double %sum
; CHECK-NEXT:     ret double %neg
; CHECK-NEXT:   }
; CHECK-NEXT: {{^ +$}}
; CHECK-NEXT:   define i128 @wide_constant(i128 %a) {
; CHECK-NEXT:   0:
; CHECK-NEXT:     %r = add i128 %a, 18446744073709551621
; CHECK-NEXT:     ret i128 %r
; CHECK-NEXT:   }
; CHECK-NEXT: {{^ +$}}
; CHECK-NEXT: ...
; CHECK-NEXT: ---
; CHECK-NEXT: name:            int_ops
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
; CHECK-NEXT: liveins:
; CHECK-NEXT:   - { reg: '$edi', virtual-reg: '%0' }
; CHECK-NEXT:   - { reg: '$esi', virtual-reg: '%1' }
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
; CHECK-NEXT:     liveins: $edi, $esi
; CHECK-EMPTY:
; CHECK-NEXT:     %1:_(s32) = COPY $esi
; CHECK-NEXT:     %0:_(s32) = COPY $edi
; CHECK-NEXT:     %2:_(s32) = nsw G_ADD %0, %1
; CHECK-NEXT:     %3:_(s32) = G_CONSTANT i32 3
; CHECK-NEXT:     %4:_(s32) = nuw G_SUB %2, %3
; CHECK-NEXT:     %5:_(s32) = G_MUL %4, %1
; CHECK-NEXT:     %6:_(s32) = exact G_SDIV %5, %0
; CHECK-NEXT:     %7:_(s32) = G_CONSTANT i32 7
; CHECK-NEXT:     %8:_(s32) = G_UREM %6, %7
; CHECK-NEXT:     %9:_(s32) = G_SHL %8, %1(s32)
; CHECK-NEXT:     %10:_(s32) = G_CONSTANT i32 2
; CHECK-NEXT:     %11:_(s32) = G_ASHR %9, %10(s32)
; CHECK-NEXT:     %12:_(s32) = G_CONSTANT i32 -1
; CHECK-NEXT:     %13:_(s32) = G_AND %11, %12
; CHECK-NEXT:     %14:_(s32) = G_OR %13, %0
; CHECK-NEXT:     %15:_(s32) = G_XOR %14, %1
; CHECK-NEXT:     $eax = COPY %15(s32)
; CHECK-NEXT:     RET 0, $eax
; CHECK-NEXT: ...
; CHECK-NEXT: ---
; CHECK-NEXT: name:            compare_select
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
; CHECK-NEXT: liveins:
; CHECK-NEXT:   - { reg: '$rdi', virtual-reg: '%0' }
; CHECK-NEXT:   - { reg: '$rsi', virtual-reg: '%1' }
; CHECK-NEXT:   - { reg: '$xmm0', virtual-reg: '%2' }
; CHECK-NEXT:   - { reg: '$xmm1', virtual-reg: '%3' }
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
; CHECK-NEXT:     liveins: $rdi, $rsi, $xmm0, $xmm1
; CHECK-EMPTY:
; CHECK-NEXT:     %3:_(s64) = COPY $xmm1
; CHECK-NEXT:     %2:_(s64) = COPY $xmm0
; CHECK-NEXT:     %1:_(s64) = COPY $rsi
; CHECK-NEXT:     %0:_(s64) = COPY $rdi
; CHECK-NEXT:     %4:_(s1) = G_ICMP intpred(ult), %0(s64), %1
; CHECK-NEXT:     %5:_(s1) = G_FCMP floatpred(olt), %2(s64), %3
; CHECK-NEXT:     %6:_(s1) = G_AND %4, %5
; CHECK-NEXT:     %7:_(s64) = G_SELECT %6(s1), %0, %1
; CHECK-NEXT:     $rax = COPY %7(s64)
; CHECK-NEXT:     RET 0, $rax
; CHECK-NEXT: ...
; CHECK-NEXT: ---
; CHECK-NEXT: name:            casts
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
; CHECK-NEXT: liveins:
; CHECK-NEXT:   - { reg: '$edi', virtual-reg: '%0' }
; CHECK-NEXT:   - { reg: '$rsi', virtual-reg: '%2' }
; CHECK-NEXT:   - { reg: '$xmm0', virtual-reg: '%3' }
; CHECK-NEXT:   - { reg: '$rdx', virtual-reg: '%4' }
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
; CHECK-NEXT:     liveins: $edi, $rsi, $xmm0, $rdx
; CHECK-EMPTY:
; CHECK-NEXT:     %4:_(p0) = COPY $rdx
; CHECK-NEXT:     %3:_(s32) = COPY $xmm0
; CHECK-NEXT:     %2:_(s64) = COPY $rsi
; CHECK-NEXT:     %0:_(s32) = COPY $edi
; CHECK-NEXT:     %1:_(s8) = G_TRUNC %0(s32)
; CHECK-NEXT:     %5:_(s32) = G_ZEXT %1(s8)
; CHECK-NEXT:     %6:_(s64) = G_SEXT %1(s8)
; CHECK-NEXT:     %7:_(s16) = G_TRUNC %2(s64)
; CHECK-NEXT:     %8:_(s64) = G_FPEXT %3(s32)
; CHECK-NEXT:     %9:_(s32) = G_FPTOSI %8(s64)
; CHECK-NEXT:     %10:_(s64) = G_UITOFP %7(s16)
; CHECK-NEXT:     %11:_(s64) = G_PTRTOINT %4(p0)
; CHECK-NEXT:     %12:_(p0) = G_INTTOPTR %6(s64)
; CHECK-NEXT:     %13:_(s64) = COPY %11(s64)
; CHECK-NEXT:     %14:_(s64) = G_FADD %10, %13
; CHECK-NEXT:     %15:_(s64) = G_FNEG %14
; CHECK-NEXT:     $xmm0 = COPY %15(s64)
; CHECK-NEXT:     RET 0, $xmm0
; CHECK-NEXT: ...
; CHECK-NEXT: ---
; CHECK-NEXT: name:            wide_constant
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
; CHECK-NEXT: fixedStack:      []
; CHECK-NEXT: stack:           []
; CHECK-NEXT: constants:       []
; CHECK-NEXT: body:            |
; CHECK-NEXT:   bb.0 (%ir-block.0):
; CHECK-NEXT:     liveins: $rdi, $rsi
; CHECK-EMPTY:
; CHECK-NEXT:     %1:_(s64) = COPY $rsi
; CHECK-NEXT:     %0:_(s64) = COPY $rdi
; CHECK-NEXT:     %2:_(s128) = G_MERGE_VALUES %0(s64), %1(s64)
; CHECK-NEXT:     %3:_(s64) = G_CONSTANT i64 5
; CHECK-NEXT:     %4:_(s64) = G_CONSTANT i64 1
; CHECK-NEXT:     %5:_(s128) = G_MERGE_VALUES %3(s64), %4(s64)
; CHECK-NEXT:     %6:_(s128) = G_ADD %2, %5
; CHECK-NEXT:     %7:_(s64), %8:_(s64) = G_UNMERGE_VALUES %6(s128)
; CHECK-NEXT:     $rax = COPY %7(s64)
; CHECK-NEXT:     $rdx = COPY %8(s64)
; CHECK-NEXT:     RET 0, $rax, $rdx
; CHECK-NEXT: ...
