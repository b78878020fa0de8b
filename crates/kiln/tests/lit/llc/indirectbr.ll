; indirectbr and blockaddress: the blocks whose address is taken keep a .Ltmp label (also
; when a global initializer names them), the address is RIP-relative in PIC and an absolute
; immediate in static code, and the branch is an indirect jump (through memory when the
; load folds). The MIR marks the blocks (address-taken) and reads back.
; RUN: kiln llc -O2 -relocation-model=pic %s -o - | FileCheck %s --check-prefixes=CHECK,PIC
; RUN: kiln llc -O2 -relocation-model=static %s -o - | FileCheck %s --check-prefixes=CHECK,STATIC
; RUN: kiln llc -O0 -global-isel=0 -stop-after=finalize-isel %s -o %t.mir && FileCheck %s --check-prefix=MIR < %t.mir
; RUN: kiln llc -run-pass=phi-node-elimination %t.mir -o - | FileCheck %s --check-prefix=MIR
; RUN: kiln llc -O0 %t.mir -o - | FileCheck %s --check-prefix=FROMMIR

@table = internal constant [2 x i8*] [i8* blockaddress(@f, %one), i8* blockaddress(@f, %two)]

define i32 @f(i32 %i) {
entry:
  %p = getelementptr [2 x i8*], [2 x i8*]* @table, i32 0, i32 %i
  %dest = load i8*, i8** %p
  indirectbr i8* %dest, [label %one, label %two]
one:
  ret i32 1
two:
  ret i32 2
}

define i8* @addr() {
entry:
  ret i8* blockaddress(@f, %two)
}

; CHECK-LABEL: f:
; PIC: leaq table(%rip), %[[T:[a-z0-9]+]]
; PIC: jmpq *(%[[T]],%{{[a-z0-9]+}},8)
; STATIC: jmpq *table(,%{{[a-z0-9]+}},8)
; CHECK-NEXT: .Ltmp0:
; CHECK-NEXT: .LBB0_1:
; CHECK-NEXT: movl $1, %eax
; CHECK: .Ltmp1:
; CHECK-NEXT: .LBB0_2:
; CHECK-NEXT: movl $2, %eax
; CHECK-LABEL: addr:
; PIC: leaq .Ltmp1(%rip), %rax
; STATIC: movl $.Ltmp1, %eax
; CHECK: table:
; CHECK-NEXT: .quad .Ltmp0
; CHECK-NEXT: .quad .Ltmp1

; MIR-LABEL: name: f
; MIR: bb.0.entry:
; MIR-NEXT: successors: %bb.1, %bb.2
; MIR: JMP64m $noreg, 8, {{.*}}, @table, $noreg
; MIR: bb.1.one (address-taken):
; MIR: bb.2.two (address-taken):
; MIR-LABEL: name: addr
; MIR: MOV32ri64 blockaddress(@f, %ir-block.two)

; FROMMIR-LABEL: f:
; FROMMIR: .Ltmp0:
; FROMMIR-NEXT: .LBB0_1:
; FROMMIR: .Ltmp1:
; FROMMIR-NEXT: .LBB0_2:
; FROMMIR-LABEL: addr:
; FROMMIR: movl $.Ltmp1, %eax
