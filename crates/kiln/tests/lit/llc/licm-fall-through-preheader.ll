; early-machinelicm hoists a `$rip`-relative address (a reserved register nothing in the
; function writes reads like a constant) out of a loop whose only entry is the fall-through
; edge of a conditional branch: an empty preheader is placed on that edge, with no branch to
; add. Before, the `leaq v(%rip)` ran on every iteration.
; RUN: kiln llc -O2 -relocation-model=pic -stop-after=early-machinelicm %s -o - | FileCheck %s --check-prefix=MIR
; RUN: kiln llc -O2 -relocation-model=pic %s -o - | FileCheck %s

target triple = "x86_64-unknown-linux-gnu"

@v = internal global [1000 x i64] zeroinitializer

define i64 @scan(i64 %lo, i64 %hi, i64 %pivot) {
entry:
  %c = icmp slt i64 %lo, %hi
  br i1 %c, label %loop, label %done

loop:
  %i = phi i64 [ %lo, %entry ], [ %i1, %loop ]
  %p = getelementptr inbounds [1000 x i64], ptr @v, i64 0, i64 %i
  %x = load i64, ptr %p
  %i1 = add i64 %i, 1
  %lt = icmp slt i64 %x, %pivot
  br i1 %lt, label %loop, label %done

done:
  %r = phi i64 [ -1, %entry ], [ %i1, %loop ]
  ret i64 %r
}

; MIR: --- |
; MIR-NEXT:   target triple = "x86_64-unknown-linux-gnu"
; MIR-NEXT: {{^ +$}}
; MIR-NEXT:   @v = internal global [1000 x i64] zeroinitializer
; MIR-NEXT: {{^ +$}}
; MIR-NEXT:   define i64 @scan(i64 %lo, i64 %hi, i64 %pivot) {
; MIR-NEXT:   entry:
; MIR-NEXT:     %c = icmp slt i64 %lo, %hi
; MIR-NEXT:     br i1 %c, label %loop, label %done
; MIR-NEXT: {{^ +$}}
; MIR-NEXT:   loop:
; MIR-NEXT:     %i = phi i64 [ %lo, %entry ], [ %i1, %loop ]
; MIR-NEXT:     %p = getelementptr inbounds [1000 x i64], ptr @v, i64 0, i64 %i
; MIR-NEXT:     %x = load i64, ptr %p
; MIR-NEXT:     %i1 = add i64 %i, 1
; MIR-NEXT:     %lt = icmp slt i64 %x, %pivot
; MIR-NEXT:     br i1 %lt, label %loop, label %done
; MIR-NEXT: {{^ +$}}
; MIR-NEXT:   done:
; MIR-NEXT:     %r = phi i64 [ -1, %entry ], [ %i1, %loop ]
; MIR-NEXT:     ret i64 %r
; MIR-NEXT:   }
; MIR-NEXT: {{^ +$}}
; MIR-NEXT: ...
; MIR-NEXT: ---
; MIR-NEXT: name:            scan
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
; MIR-NEXT:   - { id: 0, class: gr64_nosp, preferred-register: '' }
; MIR-NEXT:   - { id: 1, class: gr64, preferred-register: '' }
; MIR-NEXT:   - { id: 2, class: gr64, preferred-register: '' }
; MIR-NEXT:   - { id: 3, class: gr64, preferred-register: '' }
; MIR-NEXT:   - { id: 4, class: gr64, preferred-register: '' }
; MIR-NEXT:   - { id: 5, class: gr64, preferred-register: '' }
; MIR-NEXT:   - { id: 6, class: gr64, preferred-register: '' }
; MIR-NEXT:   - { id: 7, class: gr64, preferred-register: '' }
; MIR-NEXT:   - { id: 8, class: gr64, preferred-register: '' }
; MIR-NEXT:   - { id: 9, class: gr64, preferred-register: '' }
; MIR-NEXT:   - { id: 10, class: gr64, preferred-register: '' }
; MIR-NEXT: liveins:
; MIR-NEXT:   - { reg: '$rdi', virtual-reg: '%4' }
; MIR-NEXT:   - { reg: '$rsi', virtual-reg: '%6' }
; MIR-NEXT:   - { reg: '$rdx', virtual-reg: '%7' }
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
; MIR-NEXT:   bb.0.entry:
; MIR-NEXT:     successors: %bb.3, %bb.2
; MIR-NEXT:     liveins: $rdi, $rsi, $rdx
; MIR-EMPTY:
; MIR-NEXT:     %7:gr64 = COPY $rdx
; MIR-NEXT:     %6:gr64 = COPY $rsi
; MIR-NEXT:     %4:gr64 = COPY $rdi
; MIR-NEXT:     %3:gr64 = MOV64ri32 -1
; MIR-NEXT:     %5:gr64 = COPY %4
; MIR-NEXT:     CMP64rr %4, %6, implicit-def $eflags
; MIR-NEXT:     %1:gr64 = COPY %7
; MIR-NEXT:     JCC_1 %bb.2, 13, implicit $eflags
; MIR-EMPTY:
; MIR-NEXT:   bb.3:
; MIR-NEXT:     successors: %bb.1
; MIR-EMPTY:
; MIR-NEXT:     %9:gr64 = LEA64r $rip, 1, $noreg, @v, $noreg
; MIR-EMPTY:
; MIR-NEXT:   bb.1.loop:
; MIR-NEXT:     successors: %bb.1, %bb.2
; MIR-EMPTY:
; MIR-NEXT:     %0:gr64_nosp = PHI %5, %bb.3, %10, %bb.1
; MIR-NEXT:     %8:gr64 = ADD64ri8 %0, 1, implicit-def dead $eflags
; MIR-NEXT:     CMP64mr %9, 8, %0, 0, $noreg, %1, implicit-def $eflags :: (load (s64) from %ir.p, align 4)
; MIR-NEXT:     %10:gr64 = COPY %8
; MIR-NEXT:     JCC_1 %bb.1, 12, implicit $eflags
; MIR-EMPTY:
; MIR-NEXT:   bb.2.done:
; MIR-NEXT:     %2:gr64 = PHI %3, %bb.0, %8, %bb.1
; MIR-NEXT:     $rax = COPY %2
; MIR-NEXT:     RET 0, $rax
; MIR-NEXT: ...

; CHECK-LABEL: scan:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movq	$-1, %rax
; CHECK-NEXT: cmpq	%rsi, %rdi
; CHECK-NEXT: jge	.LBB0_3
; CHECK-NEXT: leaq	v(%rip), %rcx
; CHECK-NEXT: .LBB0_2:
; CHECK-NEXT: leaq	1(%rdi), %rax
; CHECK-NEXT: cmpq	%rdx, (%rcx,%rdi,8)
; CHECK-NEXT: movq	%rax, %rdi
; CHECK-NEXT: jl	.LBB0_2
; CHECK-NEXT: .LBB0_3:
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end0:
