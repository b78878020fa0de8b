; Atomic read-modify-writes through GlobalISel, without falling back: `atomicrmw OP` is
; G_ATOMICRMW_OP and `cmpxchg` G_ATOMIC_CMPXCHG_WITH_SUCCESS (the old value and an s1 success
; flag) with a `load store` memory operand carrying the orderings, and x86 selects them as the
; SelectionDAG does: `xchg` (also for a sequentially consistent store), `lock xadd` (of the
; negation for a subtract), the locked memory forms when the old value is unused (immediates
; when they fit), `lock cmpxchg` through the accumulator with `sete` for the success flag.
; What x86 has no instruction for (nand, min/max, an `or` whose old value is read) AtomicExpand
; made a compare-exchange loop first. A C driver checks the values single-threaded.
; RUN: kiln llc -mtriple=x86_64 -O0 -global-isel -global-isel-abort=1 -stop-after=irtranslator -verify-machineinstrs %s -o - | FileCheck %s --check-prefix=MIR
; RUN: kiln llc -mtriple=x86_64 -O0 -global-isel -global-isel-abort=1 -verify-machineinstrs %s -o - | FileCheck %s --check-prefix=O0
; RUN: kiln llc -mtriple=x86_64 -O2 -global-isel -global-isel-abort=1 -verify-machineinstrs %s -o - | FileCheck %s --check-prefix=O2
; RUN: sed -n 's/^;C: //p' %s > %t.c
; RUN: kiln llc -mtriple=x86_64 -O0 -global-isel -global-isel-abort=1 -verify-machineinstrs %s -filetype=obj -o %t.o
; RUN: cc %t.c %t.o -o %t.exe && %t.exe | grep -x 'ok'
; RUN: kiln llc -mtriple=x86_64 -O2 -global-isel -global-isel-abort=1 -verify-machineinstrs %s -filetype=obj -o %t2.o
; RUN: cc %t.c %t2.o -o %t2.exe && %t2.exe | grep -x 'ok'

;C: #include <stdio.h>
;C: int store_sc(int *p, int v); int xchg32(int *p, int v); long xadd64(long *p, long v);
;C: short xsub16(short *p, short v); void locked(char *p, int *q, long *r, int v);
;C: int fetch_or(int *q, int v); signed char fetch_nand8(signed char *p, signed char v);
;C: _Bool cas32(int *p, int e, int n); void *casp(void **p, void *e, void *n);
;C: int main(void) {
;C:   int i = 7; long l = 40; short s = 10; char c = 1; int q = 0x10; long r = 0xff; signed char b = 0x0f;
;C:   void *p = &i, *p2;
;C:   int ok = 1;
;C:   store_sc(&i, 9); ok &= i == 9;
;C:   ok &= xchg32(&i, 3) == 9 && i == 3;
;C:   ok &= xadd64(&l, 2) == 40 && l == 42;
;C:   ok &= xsub16(&s, 4) == 10 && s == 6;
;C:   locked(&c, &q, &r, 0x3); ok &= c == 6 && q == (0x13 ^ 1000) && r == 0xfe - 100000;
;C:   q = 0x10; ok &= fetch_or(&q, 1) == 0x10 && q == 0x11;
;C:   ok &= fetch_nand8(&b, 0x3c) == 0x0f && b == (signed char)~(0x0f & 0x3c);
;C:   i = 5; ok &= cas32(&i, 5, 8) && i == 8 && !cas32(&i, 5, 9) && i == 8;
;C:   ok &= casp(&p, &i, &l) == (void *)&i && p == (void *)&l;
;C:   p2 = casp(&p, &i, &s); ok &= p2 == (void *)&l && p == (void *)&l;
;C:   puts(ok ? "ok" : "wrong"); return 0;
;C: }

define void @store_sc(ptr %p, i32 %v) {
  store atomic i32 %v, ptr %p seq_cst, align 4
  ret void
}

define i32 @xchg32(ptr %p, i32 %v) {
  %o = atomicrmw xchg ptr %p, i32 %v seq_cst
  ret i32 %o
}

define i64 @xadd64(ptr %p, i64 %v) {
  %o = atomicrmw add ptr %p, i64 %v monotonic
  ret i64 %o
}

define i16 @xsub16(ptr %p, i16 %v) {
  %o = atomicrmw volatile sub ptr %p, i16 %v syncscope("singlethread") acquire
  ret i16 %o
}

define void @locked(ptr %p, ptr %q, ptr %r, i32 %v) {
  %a = atomicrmw add ptr %p, i8 5 seq_cst
  %b = atomicrmw or ptr %q, i32 %v seq_cst
  %c = atomicrmw and ptr %r, i64 -2 seq_cst
  %d = atomicrmw xor ptr %q, i32 1000 release
  %e = atomicrmw sub ptr %r, i64 100000 seq_cst
  ret void
}

define i32 @fetch_or(ptr %q, i32 %v) {
  %b = atomicrmw or ptr %q, i32 %v seq_cst
  ret i32 %b
}

define i8 @fetch_nand8(ptr %p, i8 %v) {
  %b = atomicrmw nand ptr %p, i8 %v seq_cst
  ret i8 %b
}

define i1 @cas32(ptr %p, i32 %e, i32 %n) {
  %r = cmpxchg ptr %p, i32 %e, i32 %n seq_cst seq_cst
  %ok = extractvalue { i32, i1 } %r, 1
  ret i1 %ok
}

define ptr @casp(ptr %p, ptr %e, ptr %n) {
  %r = cmpxchg weak ptr %p, ptr %e, ptr %n acq_rel monotonic
  %old = extractvalue { ptr, i1 } %r, 0
  ret ptr %old
}

; MIR: --- |
; MIR-NEXT: {{^ +$}}
; MIR-NEXT: {{^ +$}}
; MIR-NEXT:   define void @store_sc(ptr %p, i32 %v) {
; MIR-NEXT:   0:
; MIR-NEXT:     store atomic i32 %v, ptr %p seq_cst, align 4
; MIR-NEXT:     ret void
; MIR-NEXT:   }
; MIR-NEXT: {{^ +$}}
; MIR-NEXT:   define i32 @xchg32(ptr %p, i32 %v) {
; MIR-NEXT:   0:
; MIR-NEXT:     %o = atomicrmw xchg ptr %p, i32 %v seq_cst
; MIR-NEXT:     ret i32 %o
; MIR-NEXT:   }
; MIR-NEXT: {{^ +$}}
; MIR-NEXT:   define i64 @xadd64(ptr %p, i64 %v) {
; MIR-NEXT:   0:
; MIR-NEXT:     %o = atomicrmw add ptr %p, i64 %v monotonic
; MIR-NEXT:     ret i64 %o
; MIR-NEXT:   }
; MIR-NEXT: {{^ +$}}
; MIR-NEXT:   define i16 @xsub16(ptr %p, i16 %v) {
; MIR-NEXT:   0:
; MIR-NEXT:     %o = atomicrmw volatile sub ptr %p, i16 %v syncscope("singlethread") acquire
; MIR-NEXT:     ret i16 %o
; MIR-NEXT:   }
; MIR-NEXT: {{^ +$}}
; MIR-NEXT:   define void @locked(ptr %p, ptr %q, ptr %r, i32 %v) {
; MIR-NEXT:   0:
; MIR-NEXT:     %a = atomicrmw add ptr %p, i8 5 seq_cst
; MIR-NEXT:     %b = atomicrmw or ptr %q, i32 %v seq_cst
; MIR-NEXT:     %c = atomicrmw and ptr %r, i64 -2 seq_cst
; MIR-NEXT:     %d = atomicrmw xor ptr %q, i32 1000 release
; MIR-NEXT:     %e = atomicrmw sub ptr %r, i64 100000 seq_cst
; MIR-NEXT:     ret void
; MIR-NEXT:   }
; MIR-NEXT: {{^ +$}}
; MIR-NEXT:   define i32 @fetch_or(ptr %q, i32 %v) {
; MIR-NEXT:   0:
; MIR-NEXT:     %1 = load i32, ptr %q
; MIR-NEXT:     br label %atomicrmw.start0
; MIR-NEXT: {{^ +$}}
; MIR-NEXT:   atomicrmw.start0:
; MIR-NEXT:     %2 = phi i32 [ %1, %0 ], [ %b, %atomicrmw.start0 ]
; MIR-NEXT:     %3 = or i32 %2, %v
; MIR-NEXT:     %4 = cmpxchg ptr %q, i32 %2, i32 %3 seq_cst seq_cst
; MIR-NEXT:     %5 = extractvalue { i32, i1 } %4, 1
; MIR-NEXT:     %b = extractvalue { i32, i1 } %4, 0
; MIR-NEXT:     br i1 %5, label %atomicrmw.end0, label %atomicrmw.start0
; MIR-NEXT: {{^ +$}}
; MIR-NEXT:   atomicrmw.end0:
; MIR-NEXT:     ret i32 %b
; MIR-NEXT:   }
; MIR-NEXT: {{^ +$}}
; MIR-NEXT:   define i8 @fetch_nand8(ptr %p, i8 %v) {
; MIR-NEXT:   0:
; MIR-NEXT:     %1 = load i8, ptr %p
; MIR-NEXT:     br label %atomicrmw.start0
; MIR-NEXT: {{^ +$}}
; MIR-NEXT:   atomicrmw.start0:
; MIR-NEXT:     %2 = phi i8 [ %1, %0 ], [ %b, %atomicrmw.start0 ]
; MIR-NEXT:     %3 = and i8 %2, %v
; MIR-NEXT:     %4 = xor i8 %3, -1
; MIR-NEXT:     %5 = cmpxchg ptr %p, i8 %2, i8 %4 seq_cst seq_cst
; MIR-NEXT:     %6 = extractvalue { i8, i1 } %5, 1
; MIR-NEXT:     %b = extractvalue { i8, i1 } %5, 0
; MIR-NEXT:     br i1 %6, label %atomicrmw.end0, label %atomicrmw.start0
; MIR-NEXT: {{^ +$}}
; MIR-NEXT:   atomicrmw.end0:
; MIR-NEXT:     ret i8 %b
; MIR-NEXT:   }
; MIR-NEXT: {{^ +$}}
; MIR-NEXT:   define i1 @cas32(ptr %p, i32 %e, i32 %n) {
; MIR-NEXT:   0:
; MIR-NEXT:     %r = cmpxchg ptr %p, i32 %e, i32 %n seq_cst seq_cst
; MIR-NEXT:     %ok = extractvalue { i32, i1 } %r, 1
; MIR-NEXT:     ret i1 %ok
; MIR-NEXT:   }
; MIR-NEXT: {{^ +$}}
; MIR-NEXT:   define ptr @casp(ptr %p, ptr %e, ptr %n) {
; MIR-NEXT:   0:
; MIR-NEXT:     %r = cmpxchg weak ptr %p, ptr %e, ptr %n acq_rel monotonic
; MIR-NEXT:     %old = extractvalue { ptr, i1 } %r, 0
; MIR-NEXT:     ret ptr %old
; MIR-NEXT:   }
; MIR-NEXT: {{^ +$}}
; MIR-NEXT: ...
; MIR-NEXT: ---
; MIR-NEXT: name:            store_sc
; MIR-NEXT: alignment:       16
; MIR-NEXT: exposesReturnsTwice: false
; MIR-NEXT: legalized:       false
; MIR-NEXT: regBankSelected: false
; MIR-NEXT: selected:        false
; MIR-NEXT: failedISel:      false
; MIR-NEXT: tracksRegLiveness: true
; MIR-NEXT: hasWinCFI:       false
; MIR-NEXT: failsVerification: false
; MIR-NEXT: tracksDebugUserValues: false
; MIR-NEXT: registers:
; MIR-NEXT:   - { id: 0, class: _, preferred-register: '' }
; MIR-NEXT:   - { id: 1, class: _, preferred-register: '' }
; MIR-NEXT: liveins:
; MIR-NEXT:   - { reg: '$rdi', virtual-reg: '%0' }
; MIR-NEXT:   - { reg: '$esi', virtual-reg: '%1' }
; MIR-NEXT: frameInfo:
; MIR-NEXT:   isFrameAddressTaken: false
; MIR-NEXT:   isReturnAddressTaken: false
; MIR-NEXT:   hasStackMap:     false
; MIR-NEXT:   hasPatchPoint:   false
; MIR-NEXT:   stackSize:       0
; MIR-NEXT:   offsetAdjustment: 0
; MIR-NEXT:   maxAlignment:    1
; MIR-NEXT:   adjustsStack:    false
; MIR-NEXT:   hasCalls:        false
; MIR-NEXT:   stackProtector:  ''
; MIR-NEXT:   maxCallFrameSize: 4294967295
; MIR-NEXT:   cvBytesOfCalleeSavedRegisters: 0
; MIR-NEXT:   hasOpaqueSPAdjustment: false
; MIR-NEXT:   hasVAStart:      false
; MIR-NEXT:   hasMustTailInVarArgFunc: false
; MIR-NEXT:   hasTailCall:     false
; MIR-NEXT:   localFrameSize:  0
; MIR-NEXT:   savePoint:       ''
; MIR-NEXT:   restorePoint:    ''
; MIR-NEXT: fixedStack:      []
; MIR-NEXT: stack:           []
; MIR-NEXT: constants:       []
; MIR-NEXT: body:            |
; MIR-NEXT:   bb.0 (%ir-block.0):
; MIR-NEXT:     liveins: $rdi, $esi
; MIR-EMPTY:
; MIR-NEXT:     %1:_(s32) = COPY $esi
; MIR-NEXT:     %0:_(p0) = COPY $rdi
; MIR-NEXT:     G_STORE %1(s32), %0(p0) :: (store seq_cst (s32) into %ir.p)
; MIR-NEXT:     RET 0
; MIR-NEXT: ...
; MIR-NEXT: ---
; MIR-NEXT: name:            xchg32
; MIR-NEXT: alignment:       16
; MIR-NEXT: exposesReturnsTwice: false
; MIR-NEXT: legalized:       false
; MIR-NEXT: regBankSelected: false
; MIR-NEXT: selected:        false
; MIR-NEXT: failedISel:      false
; MIR-NEXT: tracksRegLiveness: true
; MIR-NEXT: hasWinCFI:       false
; MIR-NEXT: failsVerification: false
; MIR-NEXT: tracksDebugUserValues: false
; MIR-NEXT: registers:
; MIR-NEXT:   - { id: 0, class: _, preferred-register: '' }
; MIR-NEXT:   - { id: 1, class: _, preferred-register: '' }
; MIR-NEXT:   - { id: 2, class: _, preferred-register: '' }
; MIR-NEXT: liveins:
; MIR-NEXT:   - { reg: '$rdi', virtual-reg: '%0' }
; MIR-NEXT:   - { reg: '$esi', virtual-reg: '%1' }
; MIR-NEXT: frameInfo:
; MIR-NEXT:   isFrameAddressTaken: false
; MIR-NEXT:   isReturnAddressTaken: false
; MIR-NEXT:   hasStackMap:     false
; MIR-NEXT:   hasPatchPoint:   false
; MIR-NEXT:   stackSize:       0
; MIR-NEXT:   offsetAdjustment: 0
; MIR-NEXT:   maxAlignment:    1
; MIR-NEXT:   adjustsStack:    false
; MIR-NEXT:   hasCalls:        false
; MIR-NEXT:   stackProtector:  ''
; MIR-NEXT:   maxCallFrameSize: 4294967295
; MIR-NEXT:   cvBytesOfCalleeSavedRegisters: 0
; MIR-NEXT:   hasOpaqueSPAdjustment: false
; MIR-NEXT:   hasVAStart:      false
; MIR-NEXT:   hasMustTailInVarArgFunc: false
; MIR-NEXT:   hasTailCall:     false
; MIR-NEXT:   localFrameSize:  0
; MIR-NEXT:   savePoint:       ''
; MIR-NEXT:   restorePoint:    ''
; MIR-NEXT: fixedStack:      []
; MIR-NEXT: stack:           []
; MIR-NEXT: constants:       []
; MIR-NEXT: body:            |
; MIR-NEXT:   bb.0 (%ir-block.0):
; MIR-NEXT:     liveins: $rdi, $esi
; MIR-EMPTY:
; MIR-NEXT:     %1:_(s32) = COPY $esi
; MIR-NEXT:     %0:_(p0) = COPY $rdi
; MIR-NEXT:     %2:_(s32) = G_ATOMICRMW_XCHG %0(p0), %1 :: (load store seq_cst (s32) on %ir.p)
; MIR-NEXT:     $eax = COPY %2(s32)
; MIR-NEXT:     RET 0, $eax
; MIR-NEXT: ...
; MIR-NEXT: ---
; MIR-NEXT: name:            xadd64
; MIR-NEXT: alignment:       16
; MIR-NEXT: exposesReturnsTwice: false
; MIR-NEXT: legalized:       false
; MIR-NEXT: regBankSelected: false
; MIR-NEXT: selected:        false
; MIR-NEXT: failedISel:      false
; MIR-NEXT: tracksRegLiveness: true
; MIR-NEXT: hasWinCFI:       false
; MIR-NEXT: failsVerification: false
; MIR-NEXT: tracksDebugUserValues: false
; MIR-NEXT: registers:
; MIR-NEXT:   - { id: 0, class: _, preferred-register: '' }
; MIR-NEXT:   - { id: 1, class: _, preferred-register: '' }
; MIR-NEXT:   - { id: 2, class: _, preferred-register: '' }
; MIR-NEXT: liveins:
; MIR-NEXT:   - { reg: '$rdi', virtual-reg: '%0' }
; MIR-NEXT:   - { reg: '$rsi', virtual-reg: '%1' }
; MIR-NEXT: frameInfo:
; MIR-NEXT:   isFrameAddressTaken: false
; MIR-NEXT:   isReturnAddressTaken: false
; MIR-NEXT:   hasStackMap:     false
; MIR-NEXT:   hasPatchPoint:   false
; MIR-NEXT:   stackSize:       0
; MIR-NEXT:   offsetAdjustment: 0
; MIR-NEXT:   maxAlignment:    1
; MIR-NEXT:   adjustsStack:    false
; MIR-NEXT:   hasCalls:        false
; MIR-NEXT:   stackProtector:  ''
; MIR-NEXT:   maxCallFrameSize: 4294967295
; MIR-NEXT:   cvBytesOfCalleeSavedRegisters: 0
; MIR-NEXT:   hasOpaqueSPAdjustment: false
; MIR-NEXT:   hasVAStart:      false
; MIR-NEXT:   hasMustTailInVarArgFunc: false
; MIR-NEXT:   hasTailCall:     false
; MIR-NEXT:   localFrameSize:  0
; MIR-NEXT:   savePoint:       ''
; MIR-NEXT:   restorePoint:    ''
; MIR-NEXT: fixedStack:      []
; MIR-NEXT: stack:           []
; MIR-NEXT: constants:       []
; MIR-NEXT: body:            |
; MIR-NEXT:   bb.0 (%ir-block.0):
; MIR-NEXT:     liveins: $rdi, $rsi
; MIR-EMPTY:
; MIR-NEXT:     %1:_(s64) = COPY $rsi
; MIR-NEXT:     %0:_(p0) = COPY $rdi
; MIR-NEXT:     %2:_(s64) = G_ATOMICRMW_ADD %0(p0), %1 :: (load store monotonic (s64) on %ir.p)
; MIR-NEXT:     $rax = COPY %2(s64)
; MIR-NEXT:     RET 0, $rax
; MIR-NEXT: ...
; MIR-NEXT: ---
; MIR-NEXT: name:            xsub16
; MIR-NEXT: alignment:       16
; MIR-NEXT: exposesReturnsTwice: false
; MIR-NEXT: legalized:       false
; MIR-NEXT: regBankSelected: false
; MIR-NEXT: selected:        false
; MIR-NEXT: failedISel:      false
; MIR-NEXT: tracksRegLiveness: true
; MIR-NEXT: hasWinCFI:       false
; MIR-NEXT: failsVerification: false
; MIR-NEXT: tracksDebugUserValues: false
; MIR-NEXT: registers:
; MIR-NEXT:   - { id: 0, class: _, preferred-register: '' }
; MIR-NEXT:   - { id: 1, class: _, preferred-register: '' }
; MIR-NEXT:   - { id: 2, class: _, preferred-register: '' }
; MIR-NEXT:   - { id: 3, class: _, preferred-register: '' }
; MIR-NEXT: liveins:
; MIR-NEXT:   - { reg: '$rdi', virtual-reg: '%0' }
; MIR-NEXT:   - { reg: '$esi', virtual-reg: '%1' }
; MIR-NEXT: frameInfo:
; MIR-NEXT:   isFrameAddressTaken: false
; MIR-NEXT:   isReturnAddressTaken: false
; MIR-NEXT:   hasStackMap:     false
; MIR-NEXT:   hasPatchPoint:   false
; MIR-NEXT:   stackSize:       0
; MIR-NEXT:   offsetAdjustment: 0
; MIR-NEXT:   maxAlignment:    1
; MIR-NEXT:   adjustsStack:    false
; MIR-NEXT:   hasCalls:        false
; MIR-NEXT:   stackProtector:  ''
; MIR-NEXT:   maxCallFrameSize: 4294967295
; MIR-NEXT:   cvBytesOfCalleeSavedRegisters: 0
; MIR-NEXT:   hasOpaqueSPAdjustment: false
; MIR-NEXT:   hasVAStart:      false
; MIR-NEXT:   hasMustTailInVarArgFunc: false
; MIR-NEXT:   hasTailCall:     false
; MIR-NEXT:   localFrameSize:  0
; MIR-NEXT:   savePoint:       ''
; MIR-NEXT:   restorePoint:    ''
; MIR-NEXT: fixedStack:      []
; MIR-NEXT: stack:           []
; MIR-NEXT: constants:       []
; MIR-NEXT: body:            |
; MIR-NEXT:   bb.0 (%ir-block.0):
; MIR-NEXT:     liveins: $rdi, $esi
; MIR-EMPTY:
; MIR-NEXT:     %1:_(s32) = COPY $esi
; MIR-NEXT:     %0:_(p0) = COPY $rdi
; MIR-NEXT:     %2:_(s16) = G_TRUNC %1(s32)
; MIR-NEXT:     %3:_(s16) = G_ATOMICRMW_SUB %0(p0), %2 :: (volatile load store syncscope("singlethread") acquire (s16) on %ir.p)
; MIR-NEXT:     $ax = COPY %3(s16)
; MIR-NEXT:     RET 0, $ax
; MIR-NEXT: ...
; MIR-NEXT: ---
; MIR-NEXT: name:            locked
; MIR-NEXT: alignment:       16
; MIR-NEXT: exposesReturnsTwice: false
; MIR-NEXT: legalized:       false
; MIR-NEXT: regBankSelected: false
; MIR-NEXT: selected:        false
; MIR-NEXT: failedISel:      false
; MIR-NEXT: tracksRegLiveness: true
; MIR-NEXT: hasWinCFI:       false
; MIR-NEXT: failsVerification: false
; MIR-NEXT: tracksDebugUserValues: false
; MIR-NEXT: registers:
; MIR-NEXT:   - { id: 0, class: _, preferred-register: '' }
; MIR-NEXT:   - { id: 1, class: _, preferred-register: '' }
; MIR-NEXT:   - { id: 2, class: _, preferred-register: '' }
; MIR-NEXT:   - { id: 3, class: _, preferred-register: '' }
; MIR-NEXT:   - { id: 4, class: _, preferred-register: '' }
; MIR-NEXT:   - { id: 5, class: _, preferred-register: '' }
; MIR-NEXT:   - { id: 6, class: _, preferred-register: '' }
; MIR-NEXT:   - { id: 7, class: _, preferred-register: '' }
; MIR-NEXT:   - { id: 8, class: _, preferred-register: '' }
; MIR-NEXT:   - { id: 9, class: _, preferred-register: '' }
; MIR-NEXT:   - { id: 10, class: _, preferred-register: '' }
; MIR-NEXT:   - { id: 11, class: _, preferred-register: '' }
; MIR-NEXT:   - { id: 12, class: _, preferred-register: '' }
; MIR-NEXT: liveins:
; MIR-NEXT:   - { reg: '$rdi', virtual-reg: '%0' }
; MIR-NEXT:   - { reg: '$rsi', virtual-reg: '%1' }
; MIR-NEXT:   - { reg: '$rdx', virtual-reg: '%2' }
; MIR-NEXT:   - { reg: '$ecx', virtual-reg: '%3' }
; MIR-NEXT: frameInfo:
; MIR-NEXT:   isFrameAddressTaken: false
; MIR-NEXT:   isReturnAddressTaken: false
; MIR-NEXT:   hasStackMap:     false
; MIR-NEXT:   hasPatchPoint:   false
; MIR-NEXT:   stackSize:       0
; MIR-NEXT:   offsetAdjustment: 0
; MIR-NEXT:   maxAlignment:    1
; MIR-NEXT:   adjustsStack:    false
; MIR-NEXT:   hasCalls:        false
; MIR-NEXT:   stackProtector:  ''
; MIR-NEXT:   maxCallFrameSize: 4294967295
; MIR-NEXT:   cvBytesOfCalleeSavedRegisters: 0
; MIR-NEXT:   hasOpaqueSPAdjustment: false
; MIR-NEXT:   hasVAStart:      false
; MIR-NEXT:   hasMustTailInVarArgFunc: false
; MIR-NEXT:   hasTailCall:     false
; MIR-NEXT:   localFrameSize:  0
; MIR-NEXT:   savePoint:       ''
; MIR-NEXT:   restorePoint:    ''
; MIR-NEXT: fixedStack:      []
; MIR-NEXT: stack:           []
; MIR-NEXT: constants:       []
; MIR-NEXT: body:            |
; MIR-NEXT:   bb.0 (%ir-block.0):
; MIR-NEXT:     liveins: $rdi, $rsi, $rdx, $ecx
; MIR-EMPTY:
; MIR-NEXT:     %3:_(s32) = COPY $ecx
; MIR-NEXT:     %2:_(p0) = COPY $rdx
; MIR-NEXT:     %1:_(p0) = COPY $rsi
; MIR-NEXT:     %0:_(p0) = COPY $rdi
; MIR-NEXT:     %4:_(s8) = G_CONSTANT i8 5
; MIR-NEXT:     %5:_(s8) = G_ATOMICRMW_ADD %0(p0), %4 :: (load store seq_cst (s8) on %ir.p)
; MIR-NEXT:     %6:_(s32) = G_ATOMICRMW_OR %1(p0), %3 :: (load store seq_cst (s32) on %ir.q)
; MIR-NEXT:     %7:_(s64) = G_CONSTANT i64 -2
; MIR-NEXT:     %8:_(s64) = G_ATOMICRMW_AND %2(p0), %7 :: (load store seq_cst (s64) on %ir.r)
; MIR-NEXT:     %9:_(s32) = G_CONSTANT i32 1000
; MIR-NEXT:     %10:_(s32) = G_ATOMICRMW_XOR %1(p0), %9 :: (load store release (s32) on %ir.q)
; MIR-NEXT:     %11:_(s64) = G_CONSTANT i64 100000
; MIR-NEXT:     %12:_(s64) = G_ATOMICRMW_SUB %2(p0), %11 :: (load store seq_cst (s64) on %ir.r)
; MIR-NEXT:     RET 0
; MIR-NEXT: ...
; MIR-NEXT: ---
; MIR-NEXT: name:            fetch_or
; MIR-NEXT: alignment:       16
; MIR-NEXT: exposesReturnsTwice: false
; MIR-NEXT: legalized:       false
; MIR-NEXT: regBankSelected: false
; MIR-NEXT: selected:        false
; MIR-NEXT: failedISel:      false
; MIR-NEXT: tracksRegLiveness: true
; MIR-NEXT: hasWinCFI:       false
; MIR-NEXT: failsVerification: false
; MIR-NEXT: tracksDebugUserValues: false
; MIR-NEXT: registers:
; MIR-NEXT:   - { id: 0, class: _, preferred-register: '' }
; MIR-NEXT:   - { id: 1, class: _, preferred-register: '' }
; MIR-NEXT:   - { id: 2, class: _, preferred-register: '' }
; MIR-NEXT:   - { id: 3, class: _, preferred-register: '' }
; MIR-NEXT:   - { id: 4, class: _, preferred-register: '' }
; MIR-NEXT:   - { id: 5, class: _, preferred-register: '' }
; MIR-NEXT:   - { id: 6, class: _, preferred-register: '' }
; MIR-NEXT: liveins:
; MIR-NEXT:   - { reg: '$rdi', virtual-reg: '%0' }
; MIR-NEXT:   - { reg: '$esi', virtual-reg: '%1' }
; MIR-NEXT: frameInfo:
; MIR-NEXT:   isFrameAddressTaken: false
; MIR-NEXT:   isReturnAddressTaken: false
; MIR-NEXT:   hasStackMap:     false
; MIR-NEXT:   hasPatchPoint:   false
; MIR-NEXT:   stackSize:       0
; MIR-NEXT:   offsetAdjustment: 0
; MIR-NEXT:   maxAlignment:    1
; MIR-NEXT:   adjustsStack:    false
; MIR-NEXT:   hasCalls:        false
; MIR-NEXT:   stackProtector:  ''
; MIR-NEXT:   maxCallFrameSize: 4294967295
; MIR-NEXT:   cvBytesOfCalleeSavedRegisters: 0
; MIR-NEXT:   hasOpaqueSPAdjustment: false
; MIR-NEXT:   hasVAStart:      false
; MIR-NEXT:   hasMustTailInVarArgFunc: false
; MIR-NEXT:   hasTailCall:     false
; MIR-NEXT:   localFrameSize:  0
; MIR-NEXT:   savePoint:       ''
; MIR-NEXT:   restorePoint:    ''
; MIR-NEXT: fixedStack:      []
; MIR-NEXT: stack:           []
; MIR-NEXT: constants:       []
; MIR-NEXT: body:            |
; MIR-NEXT:   bb.0 (%ir-block.0):
; MIR-NEXT:     successors: %bb.1
; MIR-NEXT:     liveins: $rdi, $esi
; MIR-EMPTY:
; MIR-NEXT:     %1:_(s32) = COPY $esi
; MIR-NEXT:     %0:_(p0) = COPY $rdi
; MIR-NEXT:     %2:_(s32) = G_LOAD %0(p0) :: (load (s32) from %ir.q)
; MIR-EMPTY:
; MIR-NEXT:   bb.1.atomicrmw.start0:
; MIR-NEXT:     successors: %bb.2, %bb.1
; MIR-EMPTY:
; MIR-NEXT:     %3:_(s32) = G_PHI %2(s32), %bb.0, %5(s32), %bb.1
; MIR-NEXT:     %4:_(s32) = G_OR %3, %1
; MIR-NEXT:     %5:_(s32), %6:_(s1) = G_ATOMIC_CMPXCHG_WITH_SUCCESS %0(p0), %3, %4 :: (load store seq_cst seq_cst (s32) on %ir.q)
; MIR-NEXT:     G_BRCOND %6(s1), %bb.2
; MIR-NEXT:     G_BR %bb.1
; MIR-EMPTY:
; MIR-NEXT:   bb.2.atomicrmw.end0:
; MIR-NEXT:     $eax = COPY %5(s32)
; MIR-NEXT:     RET 0, $eax
; MIR-NEXT: ...
; MIR-NEXT: ---
; MIR-NEXT: name:            fetch_nand8
; MIR-NEXT: alignment:       16
; MIR-NEXT: exposesReturnsTwice: false
; MIR-NEXT: legalized:       false
; MIR-NEXT: regBankSelected: false
; MIR-NEXT: selected:        false
; MIR-NEXT: failedISel:      false
; MIR-NEXT: tracksRegLiveness: true
; MIR-NEXT: hasWinCFI:       false
; MIR-NEXT: failsVerification: false
; MIR-NEXT: tracksDebugUserValues: false
; MIR-NEXT: registers:
; MIR-NEXT:   - { id: 0, class: _, preferred-register: '' }
; MIR-NEXT:   - { id: 1, class: _, preferred-register: '' }
; MIR-NEXT:   - { id: 2, class: _, preferred-register: '' }
; MIR-NEXT:   - { id: 3, class: _, preferred-register: '' }
; MIR-NEXT:   - { id: 4, class: _, preferred-register: '' }
; MIR-NEXT:   - { id: 5, class: _, preferred-register: '' }
; MIR-NEXT:   - { id: 6, class: _, preferred-register: '' }
; MIR-NEXT:   - { id: 7, class: _, preferred-register: '' }
; MIR-NEXT:   - { id: 8, class: _, preferred-register: '' }
; MIR-NEXT:   - { id: 9, class: _, preferred-register: '' }
; MIR-NEXT: liveins:
; MIR-NEXT:   - { reg: '$rdi', virtual-reg: '%0' }
; MIR-NEXT:   - { reg: '$esi', virtual-reg: '%1' }
; MIR-NEXT: frameInfo:
; MIR-NEXT:   isFrameAddressTaken: false
; MIR-NEXT:   isReturnAddressTaken: false
; MIR-NEXT:   hasStackMap:     false
; MIR-NEXT:   hasPatchPoint:   false
; MIR-NEXT:   stackSize:       0
; MIR-NEXT:   offsetAdjustment: 0
; MIR-NEXT:   maxAlignment:    1
; MIR-NEXT:   adjustsStack:    false
; MIR-NEXT:   hasCalls:        false
; MIR-NEXT:   stackProtector:  ''
; MIR-NEXT:   maxCallFrameSize: 4294967295
; MIR-NEXT:   cvBytesOfCalleeSavedRegisters: 0
; MIR-NEXT:   hasOpaqueSPAdjustment: false
; MIR-NEXT:   hasVAStart:      false
; MIR-NEXT:   hasMustTailInVarArgFunc: false
; MIR-NEXT:   hasTailCall:     false
; MIR-NEXT:   localFrameSize:  0
; MIR-NEXT:   savePoint:       ''
; MIR-NEXT:   restorePoint:    ''
; MIR-NEXT: fixedStack:      []
; MIR-NEXT: stack:           []
; MIR-NEXT: constants:       []
; MIR-NEXT: body:            |
; MIR-NEXT:   bb.0 (%ir-block.0):
; MIR-NEXT:     successors: %bb.1
; MIR-NEXT:     liveins: $rdi, $esi
; MIR-EMPTY:
; MIR-NEXT:     %1:_(s32) = COPY $esi
; MIR-NEXT:     %0:_(p0) = COPY $rdi
; MIR-NEXT:     %2:_(s8) = G_TRUNC %1(s32)
; MIR-NEXT:     %3:_(s8) = G_LOAD %0(p0) :: (load (s8) from %ir.p)
; MIR-EMPTY:
; MIR-NEXT:   bb.1.atomicrmw.start0:
; MIR-NEXT:     successors: %bb.2, %bb.1
; MIR-EMPTY:
; MIR-NEXT:     %4:_(s8) = G_PHI %3(s8), %bb.0, %8(s8), %bb.1
; MIR-NEXT:     %5:_(s8) = G_AND %4, %2
; MIR-NEXT:     %6:_(s8) = G_CONSTANT i8 -1
; MIR-NEXT:     %7:_(s8) = G_XOR %5, %6
; MIR-NEXT:     %8:_(s8), %9:_(s1) = G_ATOMIC_CMPXCHG_WITH_SUCCESS %0(p0), %4, %7 :: (load store seq_cst seq_cst (s8) on %ir.p)
; MIR-NEXT:     G_BRCOND %9(s1), %bb.2
; MIR-NEXT:     G_BR %bb.1
; MIR-EMPTY:
; MIR-NEXT:   bb.2.atomicrmw.end0:
; MIR-NEXT:     $al = COPY %8(s8)
; MIR-NEXT:     RET 0, $al
; MIR-NEXT: ...
; MIR-NEXT: ---
; MIR-NEXT: name:            cas32
; MIR-NEXT: alignment:       16
; MIR-NEXT: exposesReturnsTwice: false
; MIR-NEXT: legalized:       false
; MIR-NEXT: regBankSelected: false
; MIR-NEXT: selected:        false
; MIR-NEXT: failedISel:      false
; MIR-NEXT: tracksRegLiveness: true
; MIR-NEXT: hasWinCFI:       false
; MIR-NEXT: failsVerification: false
; MIR-NEXT: tracksDebugUserValues: false
; MIR-NEXT: registers:
; MIR-NEXT:   - { id: 0, class: _, preferred-register: '' }
; MIR-NEXT:   - { id: 1, class: _, preferred-register: '' }
; MIR-NEXT:   - { id: 2, class: _, preferred-register: '' }
; MIR-NEXT:   - { id: 3, class: _, preferred-register: '' }
; MIR-NEXT:   - { id: 4, class: _, preferred-register: '' }
; MIR-NEXT:   - { id: 5, class: _, preferred-register: '' }
; MIR-NEXT: liveins:
; MIR-NEXT:   - { reg: '$rdi', virtual-reg: '%0' }
; MIR-NEXT:   - { reg: '$esi', virtual-reg: '%1' }
; MIR-NEXT:   - { reg: '$edx', virtual-reg: '%2' }
; MIR-NEXT: frameInfo:
; MIR-NEXT:   isFrameAddressTaken: false
; MIR-NEXT:   isReturnAddressTaken: false
; MIR-NEXT:   hasStackMap:     false
; MIR-NEXT:   hasPatchPoint:   false
; MIR-NEXT:   stackSize:       0
; MIR-NEXT:   offsetAdjustment: 0
; MIR-NEXT:   maxAlignment:    1
; MIR-NEXT:   adjustsStack:    false
; MIR-NEXT:   hasCalls:        false
; MIR-NEXT:   stackProtector:  ''
; MIR-NEXT:   maxCallFrameSize: 4294967295
; MIR-NEXT:   cvBytesOfCalleeSavedRegisters: 0
; MIR-NEXT:   hasOpaqueSPAdjustment: false
; MIR-NEXT:   hasVAStart:      false
; MIR-NEXT:   hasMustTailInVarArgFunc: false
; MIR-NEXT:   hasTailCall:     false
; MIR-NEXT:   localFrameSize:  0
; MIR-NEXT:   savePoint:       ''
; MIR-NEXT:   restorePoint:    ''
; MIR-NEXT: fixedStack:      []
; MIR-NEXT: stack:           []
; MIR-NEXT: constants:       []
; MIR-NEXT: body:            |
; MIR-NEXT:   bb.0 (%ir-block.0):
; MIR-NEXT:     liveins: $rdi, $esi, $edx
; MIR-EMPTY:
; MIR-NEXT:     %2:_(s32) = COPY $edx
; MIR-NEXT:     %1:_(s32) = COPY $esi
; MIR-NEXT:     %0:_(p0) = COPY $rdi
; MIR-NEXT:     %3:_(s32), %4:_(s1) = G_ATOMIC_CMPXCHG_WITH_SUCCESS %0(p0), %1, %2 :: (load store seq_cst seq_cst (s32) on %ir.p)
; MIR-NEXT:     %5:_(s8) = G_ZEXT %4(s1)
; MIR-NEXT:     $al = COPY %5(s8)
; MIR-NEXT:     RET 0, $al
; MIR-NEXT: ...
; MIR-NEXT: ---
; MIR-NEXT: name:            casp
; MIR-NEXT: alignment:       16
; MIR-NEXT: exposesReturnsTwice: false
; MIR-NEXT: legalized:       false
; MIR-NEXT: regBankSelected: false
; MIR-NEXT: selected:        false
; MIR-NEXT: failedISel:      false
; MIR-NEXT: tracksRegLiveness: true
; MIR-NEXT: hasWinCFI:       false
; MIR-NEXT: failsVerification: false
; MIR-NEXT: tracksDebugUserValues: false
; MIR-NEXT: registers:
; MIR-NEXT:   - { id: 0, class: _, preferred-register: '' }
; MIR-NEXT:   - { id: 1, class: _, preferred-register: '' }
; MIR-NEXT:   - { id: 2, class: _, preferred-register: '' }
; MIR-NEXT:   - { id: 3, class: _, preferred-register: '' }
; MIR-NEXT:   - { id: 4, class: _, preferred-register: '' }
; MIR-NEXT: liveins:
; MIR-NEXT:   - { reg: '$rdi', virtual-reg: '%0' }
; MIR-NEXT:   - { reg: '$rsi', virtual-reg: '%1' }
; MIR-NEXT:   - { reg: '$rdx', virtual-reg: '%2' }
; MIR-NEXT: frameInfo:
; MIR-NEXT:   isFrameAddressTaken: false
; MIR-NEXT:   isReturnAddressTaken: false
; MIR-NEXT:   hasStackMap:     false
; MIR-NEXT:   hasPatchPoint:   false
; MIR-NEXT:   stackSize:       0
; MIR-NEXT:   offsetAdjustment: 0
; MIR-NEXT:   maxAlignment:    1
; MIR-NEXT:   adjustsStack:    false
; MIR-NEXT:   hasCalls:        false
; MIR-NEXT:   stackProtector:  ''
; MIR-NEXT:   maxCallFrameSize: 4294967295
; MIR-NEXT:   cvBytesOfCalleeSavedRegisters: 0
; MIR-NEXT:   hasOpaqueSPAdjustment: false
; MIR-NEXT:   hasVAStart:      false
; MIR-NEXT:   hasMustTailInVarArgFunc: false
; MIR-NEXT:   hasTailCall:     false
; MIR-NEXT:   localFrameSize:  0
; MIR-NEXT:   savePoint:       ''
; MIR-NEXT:   restorePoint:    ''
; MIR-NEXT: fixedStack:      []
; MIR-NEXT: stack:           []
; MIR-NEXT: constants:       []
; MIR-NEXT: body:            |
; MIR-NEXT:   bb.0 (%ir-block.0):
; MIR-NEXT:     liveins: $rdi, $rsi, $rdx
; MIR-EMPTY:
; MIR-NEXT:     %2:_(p0) = COPY $rdx
; MIR-NEXT:     %1:_(p0) = COPY $rsi
; MIR-NEXT:     %0:_(p0) = COPY $rdi
; MIR-NEXT:     %3:_(p0), %4:_(s1) = G_ATOMIC_CMPXCHG_WITH_SUCCESS %0(p0), %1, %2 :: (load store acq_rel monotonic (s64) on %ir.p)
; MIR-NEXT:     $rax = COPY %3(p0)
; MIR-NEXT:     RET 0, $rax
; MIR-NEXT: ...

; O0-LABEL: store_sc:
; O0-NEXT: .cfi_startproc
; O0-NEXT: xchgl	%esi, (%rdi)
; O0-NEXT: retq
; O0-NEXT: .Lfunc_end0:
; O0-LABEL: xchg32:
; O0-NEXT: .cfi_startproc
; O0-NEXT: xchgl	%esi, (%rdi)
; O0-NEXT: movl	%esi, %eax
; O0-NEXT: retq
; O0-NEXT: .Lfunc_end1:
; O0-LABEL: xadd64:
; O0-NEXT: .cfi_startproc
; O0-NEXT: lock		xaddq	%rsi, (%rdi)
; O0-NEXT: movq	%rsi, %rax
; O0-NEXT: retq
; O0-NEXT: .Lfunc_end2:
; O0-LABEL: xsub16:
; O0-NEXT: .cfi_startproc
; O0-NEXT: negw	%si
; O0-NEXT: lock		xaddw	%si, (%rdi)
; O0-NEXT: movw	%si, %ax
; O0-NEXT: retq
; O0-NEXT: .Lfunc_end3:
; O0-LABEL: locked:
; O0-NEXT: .cfi_startproc
; O0-NEXT: lock		addb	$5, (%rdi)
; O0-NEXT: lock		orl	%ecx, (%rsi)
; O0-NEXT: lock		andq	$-2, (%rdx)
; O0-NEXT: lock		xorl	$1000, (%rsi)
; O0-NEXT: lock		subq	$100000, (%rdx)
; O0-NEXT: retq
; O0-NEXT: .Lfunc_end4:
; O0-LABEL: fetch_or:
; O0-NEXT: .cfi_startproc
; O0-NEXT: movl	%esi, -4(%rsp) # 4-byte Spill
; O0-NEXT: movq	%rdi, -16(%rsp) # 8-byte Spill
; O0-NEXT: movl	(%rdi), %eax
; O0-NEXT: movl	%eax, -20(%rsp) # 4-byte Spill
; O0-NEXT: .LBB5_1:
; O0-NEXT: movl	-20(%rsp), %eax # 4-byte Reload
; O0-NEXT: movl	-4(%rsp), %ecx # 4-byte Reload
; O0-NEXT: movq	-16(%rsp), %rdx # 8-byte Reload
; O0-NEXT: movl	%eax, %esi
; O0-NEXT: movl	%esi, %edi
; O0-NEXT: orl	%ecx, %edi
; O0-NEXT: movl	%esi, %eax
; O0-NEXT: lock		cmpxchgl	%edi, (%rdx)
; O0-NEXT: movl	%eax, -24(%rsp) # 4-byte Spill
; O0-NEXT: sete	%cl
; O0-NEXT: testb	$1, %cl
; O0-NEXT: movl	%eax, -20(%rsp) # 4-byte Spill
; O0-NEXT: jne	.LBB5_2
; O0-NEXT: jmp	.LBB5_1
; O0-NEXT: .LBB5_2:
; O0-NEXT: movl	-24(%rsp), %eax # 4-byte Reload
; O0-NEXT: retq
; O0-NEXT: .Lfunc_end5:
; O0-LABEL: fetch_nand8:
; O0-NEXT: .cfi_startproc
; O0-NEXT: movq	%rdi, -8(%rsp) # 8-byte Spill
; O0-NEXT: movb	%sil, -9(%rsp) # 1-byte Spill
; O0-NEXT: movb	(%rdi), %al
; O0-NEXT: movb	%al, -10(%rsp) # 1-byte Spill
; O0-NEXT: .LBB6_1:
; O0-NEXT: movb	-10(%rsp), %al # 1-byte Reload
; O0-NEXT: movb	-9(%rsp), %cl # 1-byte Reload
; O0-NEXT: movq	-8(%rsp), %rdx # 8-byte Reload
; O0-NEXT: movb	%al, %sil
; O0-NEXT: movb	%sil, %dil
; O0-NEXT: andb	%cl, %dil
; O0-NEXT: notb	%dil
; O0-NEXT: movb	%sil, %al
; O0-NEXT: lock		cmpxchgb	%dil, (%rdx)
; O0-NEXT: movb	%al, -11(%rsp) # 1-byte Spill
; O0-NEXT: sete	%cl
; O0-NEXT: testb	$1, %cl
; O0-NEXT: movb	%al, -10(%rsp) # 1-byte Spill
; O0-NEXT: jne	.LBB6_2
; O0-NEXT: jmp	.LBB6_1
; O0-NEXT: .LBB6_2:
; O0-NEXT: movb	-11(%rsp), %al # 1-byte Reload
; O0-NEXT: retq
; O0-NEXT: .Lfunc_end6:
; O0-LABEL: cas32:
; O0-NEXT: .cfi_startproc
; O0-NEXT: movl	%esi, %eax
; O0-NEXT: lock		cmpxchgl	%edx, (%rdi)
; O0-NEXT: sete	%al
; O0-NEXT: andb	$1, %al
; O0-NEXT: retq
; O0-NEXT: .Lfunc_end7:
; O0-LABEL: casp:
; O0-NEXT: .cfi_startproc
; O0-NEXT: movq	%rsi, %rax
; O0-NEXT: lock		cmpxchgq	%rdx, (%rdi)
; O0-NEXT: retq
; O0-NEXT: .Lfunc_end8:

; O2-LABEL: store_sc:
; O2-NEXT: .cfi_startproc
; O2-NEXT: xchgl	%esi, (%rdi)
; O2-NEXT: retq
; O2-NEXT: .Lfunc_end0:
; O2-LABEL: xchg32:
; O2-NEXT: .cfi_startproc
; O2-NEXT: xchgl	%esi, (%rdi)
; O2-NEXT: movl	%esi, %eax
; O2-NEXT: retq
; O2-NEXT: .Lfunc_end1:
; O2-LABEL: xadd64:
; O2-NEXT: .cfi_startproc
; O2-NEXT: lock		xaddq	%rsi, (%rdi)
; O2-NEXT: movq	%rsi, %rax
; O2-NEXT: retq
; O2-NEXT: .Lfunc_end2:
; O2-LABEL: xsub16:
; O2-NEXT: .cfi_startproc
; O2-NEXT: negw	%si
; O2-NEXT: lock		xaddw	%si, (%rdi)
; O2-NEXT: movw	%si, %ax
; O2-NEXT: retq
; O2-NEXT: .Lfunc_end3:
; O2-LABEL: locked:
; O2-NEXT: .cfi_startproc
; O2-NEXT: lock		addb	$5, (%rdi)
; O2-NEXT: lock		orl	%ecx, (%rsi)
; O2-NEXT: lock		andq	$-2, (%rdx)
; O2-NEXT: lock		xorl	$1000, (%rsi)
; O2-NEXT: lock		subq	$100000, (%rdx)
; O2-NEXT: retq
; O2-NEXT: .Lfunc_end4:
; O2-LABEL: fetch_or:
; O2-NEXT: .cfi_startproc
; O2-NEXT: movl	(%rdi), %eax
; O2-NEXT: .LBB5_1:
; O2-NEXT: movl	%eax, %ecx
; O2-NEXT: orl	%esi, %ecx
; O2-NEXT: lock		cmpxchgl	%ecx, (%rdi)
; O2-NEXT: sete	%cl
; O2-NEXT: testb	$1, %cl
; O2-NEXT: je	.LBB5_1
; O2-NEXT: retq
; O2-NEXT: .Lfunc_end5:
; O2-LABEL: fetch_nand8:
; O2-NEXT: .cfi_startproc
; O2-NEXT: movb	(%rdi), %al
; O2-NEXT: .LBB6_1:
; O2-NEXT: movb	%al, %cl
; O2-NEXT: andb	%sil, %cl
; O2-NEXT: notb	%cl
; O2-NEXT: lock		cmpxchgb	%cl, (%rdi)
; O2-NEXT: sete	%cl
; O2-NEXT: testb	$1, %cl
; O2-NEXT: je	.LBB6_1
; O2-NEXT: retq
; O2-NEXT: .Lfunc_end6:
; O2-LABEL: cas32:
; O2-NEXT: .cfi_startproc
; O2-NEXT: movl	%esi, %eax
; O2-NEXT: lock		cmpxchgl	%edx, (%rdi)
; O2-NEXT: sete	%al
; O2-NEXT: andb	$1, %al
; O2-NEXT: retq
; O2-NEXT: .Lfunc_end7:
; O2-LABEL: casp:
; O2-NEXT: .cfi_startproc
; O2-NEXT: movq	%rsi, %rax
; O2-NEXT: lock		cmpxchgq	%rdx, (%rdi)
; O2-NEXT: retq
; O2-NEXT: .Lfunc_end8:
