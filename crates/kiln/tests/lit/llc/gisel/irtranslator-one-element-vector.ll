; A one-element vector is its element's scalar type in GlobalISel, as in LLVM: <1 x i64> is an
; s64, a constant <1 x i64> its element's G_CONSTANT (no one-source G_BUILD_VECTOR, which the
; verifier rejects), extractelement and insertelement of one the element itself, a shuffle
; from or to one built lane by lane, a reduction of one its element (gcc's pr71626).
; RUN: kiln llc -mtriple=x86_64 -O0 -global-isel -stop-after=irtranslator -verify-machineinstrs %s -o - | FileCheck %s
; RUN: sed -n 's/^;C: //p' %s > %t.c
; RUN: kiln llc -mtriple=x86_64 -O0 -global-isel -global-isel-abort=1 -verify-machineinstrs %s -filetype=obj -o %t.o
; RUN: cc %t.c %t.o -o %t.exe && %t.exe | grep -x 'ok'
;C: #include <stdio.h>
;C: typedef int v2si __attribute__((vector_size(8)));
;C: extern long g;
;C: long store_load(long *);
;C: int insert_zero(int, int *);
;C: v2si shuffle(int, int);
;C: int shuffle_to_one(v2si);
;C: int main(void) {
;C:   long slot; int word = 5; v2si pair = {3, 4};
;C:   v2si s = shuffle(1, 2);
;C:   int ok = store_load(&slot) == (long)&g && insert_zero(7, &word) == 7 && word == 0
;C:            && s[0] == 2 && s[1] == 1 && shuffle_to_one(pair) == 4;
;C:   puts(ok ? "ok" : "wrong");
;C:   return 0;
;C: }
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

@g = global i64 0

define i64 @store_load(ptr %p) {
  store <1 x i64> <i64 ptrtoint (ptr @g to i64)>, ptr %p, align 8
  %v = load <1 x i64>, ptr %p, align 8
  %e = extractelement <1 x i64> %v, i32 0
  ret i64 %e
}

define <1 x i32> @insert_zero(i32 %x, ptr %p) {
  store <1 x i32> zeroinitializer, ptr %p, align 4
  %v = insertelement <1 x i32> undef, i32 %x, i32 0
  ret <1 x i32> %v
}

define <2 x i32> @shuffle(<1 x i32> %a, <1 x i32> %b) {
  %s = shufflevector <1 x i32> %a, <1 x i32> %b, <2 x i32> <i32 1, i32 0>
  ret <2 x i32> %s
}

define i32 @shuffle_to_one(<2 x i32> %a) {
  %s = shufflevector <2 x i32> %a, <2 x i32> undef, <1 x i32> <i32 1>
  %r = call i32 @llvm.vector.reduce.add.v1i32(<1 x i32> %s)
  ret i32 %r
}

declare i32 @llvm.vector.reduce.add.v1i32(<1 x i32>)

; CHECK: --- |
; CHECK-NEXT:   target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
; CHECK-NEXT: {{^ +$}}
; CHECK-NEXT:   @g = global i64 0
; CHECK-NEXT: {{^ +$}}
; CHECK-NEXT:   define i64 @store_load(ptr %p) {
; CHECK-NEXT:   0:
; CHECK-NEXT:     store <1 x i64> <i64 ptrtoint (ptr @g to i64)>, ptr %p, align 8
; CHECK-NEXT:     %v = load <1 x i64>, ptr %p, align 8
; CHECK-NEXT:     %e = extractelement <1 x i64> %v, i32 0
; CHECK-NEXT:     ret i64 %e
; CHECK-NEXT:   }
; CHECK-NEXT: {{^ +$}}
; CHECK-NEXT:   define <1 x i32> @insert_zero(i32 %x, ptr %p) {
; CHECK-NEXT:   0:
; CHECK-NEXT:     store <1 x i32> zeroinitializer, ptr %p, align 4
; CHECK-NEXT:     %v = insertelement <1 x i32> undef, i32 %x, i32 0
; CHECK-NEXT:     ret <1 x i32> %v
; CHECK-NEXT:   }
; CHECK-NEXT: {{^ +$}}
; CHECK-NEXT:   define <2 x i32> @shuffle(<1 x i32> %a, <1 x i32> %b) {
; CHECK-NEXT:   0:
; CHECK-NEXT:     %s = shufflevector <1 x i32> %a, <1 x i32> %b, <2 x i32> <i32 1, i32 0>
; CHECK-NEXT:     ret <2 x i32> %s
; CHECK-NEXT:   }
; CHECK-NEXT: {{^ +$}}
; CHECK-NEXT:   define i32 @shuffle_to_one(<2 x i32> %a) {
; CHECK-NEXT:   0:
; CHECK-NEXT:     %s = shufflevector <2 x i32> %a, <2 x i32> undef, <1 x i32> <i32 1>
; CHECK-NEXT:     %r = call i32 @llvm.vector.reduce.add.v1i32(<1 x i32> %s)
; CHECK-NEXT:     ret i32 %r
; CHECK-NEXT:   }
; CHECK-NEXT: {{^ +$}}
; CHECK-NEXT:   declare i32 @llvm.vector.reduce.add.v1i32(<1 x i32>)
; CHECK-NEXT: {{^ +$}}
; CHECK-NEXT: ...
; CHECK-NEXT: ---
; CHECK-NEXT: name:            store_load
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
; CHECK-NEXT:   - { reg: '$rdi', virtual-reg: '%0' }
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
; CHECK-NEXT:     liveins: $rdi
; CHECK-EMPTY:
; CHECK-NEXT:     %0:_(p0) = COPY $rdi
; CHECK-NEXT:     %1:_(p0) = G_GLOBAL_VALUE target-flags(x86-gotpcrel) @g
; CHECK-NEXT:     %2:_(s64) = G_PTRTOINT %1(p0)
; CHECK-NEXT:     G_STORE %2(s64), %0(p0) :: (store (s64) into %ir.p)
; CHECK-NEXT:     %3:_(s64) = G_LOAD %0(p0) :: (load (s64) from %ir.p)
; CHECK-NEXT:     $rax = COPY %3(s64)
; CHECK-NEXT:     RET 0, $rax
; CHECK-NEXT: ...
; CHECK-NEXT: ---
; CHECK-NEXT: name:            insert_zero
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
; CHECK-NEXT: liveins:
; CHECK-NEXT:   - { reg: '$edi', virtual-reg: '%0' }
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
; CHECK-NEXT:     liveins: $edi, $rsi
; CHECK-EMPTY:
; CHECK-NEXT:     %1:_(p0) = COPY $rsi
; CHECK-NEXT:     %0:_(s32) = COPY $edi
; CHECK-NEXT:     %2:_(s32) = G_CONSTANT i32 0
; CHECK-NEXT:     G_STORE %2(s32), %1(p0) :: (store (s32) into %ir.p)
; CHECK-NEXT:     $eax = COPY %0(s32)
; CHECK-NEXT:     RET 0, $eax
; CHECK-NEXT: ...
; CHECK-NEXT: ---
; CHECK-NEXT: name:            shuffle
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
; CHECK-NEXT:     %2:_(<2 x s32>) = G_BUILD_VECTOR %1(s32), %0(s32)
; CHECK-NEXT:     %3:_(<2 x s32>) = G_IMPLICIT_DEF
; CHECK-NEXT:     %4:_(<4 x s32>) = G_CONCAT_VECTORS %2(<2 x s32>), %3(<2 x s32>)
; CHECK-NEXT:     $xmm0 = COPY %4(<4 x s32>)
; CHECK-NEXT:     RET 0, $xmm0
; CHECK-NEXT: ...
; CHECK-NEXT: ---
; CHECK-NEXT: name:            shuffle_to_one
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
; CHECK-NEXT: liveins:
; CHECK-NEXT:   - { reg: '$xmm0', virtual-reg: '%0' }
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
; CHECK-NEXT:     liveins: $xmm0
; CHECK-EMPTY:
; CHECK-NEXT:     %0:_(<4 x s32>) = COPY $xmm0
; CHECK-NEXT:     %1:_(<2 x s32>), %2:_(<2 x s32>) = G_UNMERGE_VALUES %0(<4 x s32>)
; CHECK-NEXT:     %3:_(<2 x s32>) = G_IMPLICIT_DEF
; CHECK-NEXT:     %4:_(s64) = G_CONSTANT i64 1
; CHECK-NEXT:     %5:_(s32) = G_EXTRACT_VECTOR_ELT %1(<2 x s32>), %4(s64)
; CHECK-NEXT:     $eax = COPY %5(s32)
; CHECK-NEXT:     RET 0, $eax
; CHECK-NEXT: ...
