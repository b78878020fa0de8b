; Spill-slot accesses carry llc's assembly comments (`# 4-byte Spill`, `# 8-byte Reload`;
; a load folded into another instruction would be a `Folded Reload`), and `-stats` prints
; llc's report: the same spills and reloads counted, the copies allocation made identities
; (coalesced) and those left, and the instructions after each pass. Values live across a
; call are spilled and reloaded around it by the fast allocator (greedy, the -O2 default,
; keeps them in callee-saved registers: llc/regalloc-greedy.ll has its spills).
; RUN: kiln llc -O2 -regalloc=fast %s -o - | FileCheck %s
; RUN: kiln llc -O2 -regalloc=fast -stats %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=STATS

target triple = "x86_64-unknown-linux-gnu"

declare i64 @g(i64)

define i64 @across_calls(i64 %a, i32 %b) {
entry:
  %x = call i64 @g(i64 %a)
  %c = icmp sgt i32 %b, 0
  br i1 %c, label %then, label %done

then:
  %y = call i64 @g(i64 %x)
  %w = sext i32 %b to i64
  %s = add i64 %y, %w
  br label %done

done:
  %r = phi i64 [ %x, %entry ], [ %s, %then ]
  %t = add i64 %r, %a
  ret i64 %t
}

; CHECK-LABEL: across_calls:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: subq	$40, %rsp
; CHECK-NEXT: .cfi_def_cfa_offset 48
; CHECK-NEXT: movl	%esi, 36(%rsp) # 4-byte Spill
; CHECK-NEXT: movq	%rdi, 24(%rsp) # 8-byte Spill
; CHECK-NEXT: callq	g@PLT
; CHECK-NEXT: movq	%rax, 16(%rsp) # 8-byte Spill
; CHECK-NEXT: movl	36(%rsp), %esi # 4-byte Reload
; CHECK-NEXT: testl	%esi, %esi
; CHECK-NEXT: movq	%rax, 8(%rsp) # 8-byte Spill
; CHECK-NEXT: jle	.LBB0_2
; CHECK-NEXT: movq	16(%rsp), %rdi # 8-byte Reload
; CHECK-NEXT: callq	g@PLT
; CHECK-NEXT: movl	36(%rsp), %ecx # 4-byte Reload
; CHECK-NEXT: movslq	%ecx, %rcx
; CHECK-NEXT: addq	%rcx, %rax
; CHECK-NEXT: movq	%rax, 8(%rsp) # 8-byte Spill
; CHECK-NEXT: .LBB0_2:
; CHECK-NEXT: movq	8(%rsp), %rax # 8-byte Reload
; CHECK-NEXT: movq	24(%rsp), %rcx # 8-byte Reload
; CHECK-NEXT: addq	%rcx, %rax
; CHECK-NEXT: addq	$40, %rsp
; CHECK-NEXT: .cfi_def_cfa_offset 8
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end0:

; STATS: ===-------------------------------------------------------------------------===
; STATS-NEXT:                           ... Statistics Collected ...
; STATS-NEXT: ===-------------------------------------------------------------------------===
; STATS-EMPTY:
; STATS-NEXT: 22 block-placement       - Number of machine instructions after the pass
; STATS-NEXT: 22 branch-folder         - Number of machine instructions after the pass
; STATS-NEXT: 22 cfi-instr-inserter    - Number of machine instructions after the pass
; STATS-NEXT: 23 detach-debug-values   - Number of machine instructions after the pass
; STATS-NEXT: 23 early-machinelicm     - Number of machine instructions after the pass
; STATS-NEXT: 34 machine-cp            - Number of machine instructions after the pass
; STATS-NEXT: 20 machine-cse           - Number of machine instructions after the pass
; STATS-NEXT:  3 machinecse            - Number of copies coalesced
; STATS-NEXT: 20 peephole-opt          - Number of machine instructions after the pass
; STATS-NEXT: 22 phi-node-elimination  - Number of machine instructions after the pass
; STATS-NEXT: 22 postrapseudos         - Number of machine instructions after the pass
; STATS-NEXT: 34 prologepilog          - Number of machine instructions after the pass
; STATS-NEXT: 12 regalloc              - Number of copies coalesced
; STATS-NEXT:  5 regalloc              - Number of reloads inserted
; STATS-NEXT:  5 regalloc              - Number of spills inserted
; STATS-NEXT: 34 regallocfast          - Number of machine instructions after the pass
; STATS-NEXT: 34 stack-slot-coloring   - Number of machine instructions after the pass
; STATS-NEXT: 24 twoaddressinstruction - Number of machine instructions after the pass
; STATS-NEXT: 34 x86-codegen           - Number of machine instructions after the pass
