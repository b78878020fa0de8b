; switch through a jump table (at -O0 and -O2 alike): a range check to the default, then in
; PIC code `movslq` of a 32-bit entry relative to the table and an indirect jump, in static
; code a jump through a table of absolute addresses. Holes go to the default. The table is in
; .rodata after the function and in the MIR's jumpTable section, which reads back.
; With optimization, few destinations in one word are bit tests and sparse cases a tree;
; without, both are compares one after another.
; RUN: kiln llc -O2 -relocation-model=pic %s -o - | FileCheck %s --check-prefixes=CHECK,PIC,OPT
; RUN: kiln llc -O0 -relocation-model=pic %s -o - | FileCheck %s --check-prefixes=CHECK,PIC,O0
; RUN: kiln llc -O2 -relocation-model=static %s -o - | FileCheck %s --check-prefixes=CHECK,STATIC,OPT
; RUN: kiln llc -O2 -relocation-model=pic -stop-after=finalize-isel %s -o %t.mir && FileCheck %s --check-prefix=MIR < %t.mir
; RUN: kiln llc -run-pass=phi-node-elimination %t.mir -o - | FileCheck %s --check-prefix=MIR
; RUN: kiln llc -O2 -relocation-model=pic %t.mir -o - | FileCheck %s --check-prefixes=CHECK,PIC,OPT

define i32 @dense(i32 %x) {
entry:
  switch i32 %x, label %d [ i32 1, label %a
                            i32 2, label %b
                            i32 3, label %c
                            i32 4, label %e
                            i32 6, label %g ]
a:
  ret i32 10
b:
  ret i32 20
c:
  ret i32 30
e:
  ret i32 40
g:
  ret i32 50
d:
  ret i32 0
}

; CHECK-LABEL: dense:
; CHECK: cmpl $5, %[[IDX:e[a-z]+]]
; CHECK-NEXT: ja .LBB0_7
; PIC: leaq .LJTI0_0(%rip), %[[TABLE:r[a-z0-9]+]]
; PIC: movslq (%[[TABLE]],%{{r[a-z0-9]+}},4), %[[ENTRY:r[a-z0-9]+]]
; PIC-NEXT: addq %[[TABLE]], %[[ENTRY]]
; PIC-NEXT: jmpq *%[[ENTRY]]
; STATIC: jmpq *.LJTI0_0(,%{{r[a-z0-9]+}},8)
; CHECK: .LBB0_7:
; CHECK-NEXT: xorl %eax, %eax
; CHECK: .section .rodata,"a",@progbits
; PIC-NEXT: .p2align 2
; STATIC-NEXT: .p2align 3
; CHECK-NEXT: .LJTI0_0:
; PIC-NEXT: .long .LBB0_2-.LJTI0_0
; PIC-NEXT: .long .LBB0_3-.LJTI0_0
; PIC-NEXT: .long .LBB0_4-.LJTI0_0
; PIC-NEXT: .long .LBB0_5-.LJTI0_0
; PIC-NEXT: .long .LBB0_7-.LJTI0_0
; PIC-NEXT: .long .LBB0_6-.LJTI0_0
; STATIC-NEXT: .quad .LBB0_2
; STATIC-NEXT: .quad .LBB0_3
; STATIC-NEXT: .quad .LBB0_4
; STATIC-NEXT: .quad .LBB0_5
; STATIC-NEXT: .quad .LBB0_7
; STATIC-NEXT: .quad .LBB0_6

; MIR: jumpTable:
; MIR-NEXT: kind: label-difference32
; MIR-NEXT: entries:
; MIR-NEXT: - id: 0
; MIR-NEXT: blocks: [ '%bb.2', '%bb.3', '%bb.4', '%bb.5', '%bb.7', '%bb.6' ]
; MIR: bb.1 (%ir-block.{{[0-9]+}}):
; MIR-NEXT: successors: %bb.2, %bb.3, %bb.4, %bb.5, %bb.7, %bb.6
; MIR: LEA64r $rip, 1, $noreg, %jump-table.0, $noreg
; MIR: JMP64r

; Eight cases, two destinations, all below 64: bit tests (bt on a mask), no table.
define i32 @bits(i32 %x) {
entry:
  switch i32 %x, label %d [ i32 1, label %a
                            i32 3, label %a
                            i32 5, label %a
                            i32 7, label %a
                            i32 2, label %b
                            i32 4, label %b
                            i32 6, label %b
                            i32 8, label %b ]
a:
  ret i32 10
b:
  ret i32 20
d:
  ret i32 0
}

; CHECK-LABEL: bits:
; OPT: cmpl $8, %edi
; OPT-NEXT: ja .LBB1_5
; OPT: movl $170, %{{e[a-z]+}}
; OPT: btq %{{r[a-z0-9]+}}, %{{r[a-z0-9]+}}
; OPT-NEXT: jb .LBB1_4
; OPT: movl $340, %{{e[a-z]+}}
; OPT: btq %{{r[a-z0-9]+}}, %{{r[a-z0-9]+}}
; OPT-NEXT: jae .LBB1_5
; O0: cmpl $1, %edi
; O0-NEXT: je
; O0-NOT: bt
; CHECK-NOT: .LJTI1_0
; CHECK-LABEL: .Lfunc_end1:

; Sparse cases: a tree of compares, no table.
define i32 @sparse(i32 %x) {
entry:
  switch i32 %x, label %d [ i32 -500, label %a
                            i32 10, label %b
                            i32 300, label %a
                            i32 7000, label %b
                            i32 90000, label %a
                            i32 123456, label %b ]
a:
  ret i32 1
b:
  ret i32 2
d:
  ret i32 0
}

; CHECK-LABEL: sparse:
; OPT: cmpl $7000, %edi
; OPT-NEXT: jge
; O0: cmpl $-500, %edi
; O0-NEXT: je
; CHECK-NOT: .LJTI2_0
; CHECK-LABEL: .Lfunc_end2:
