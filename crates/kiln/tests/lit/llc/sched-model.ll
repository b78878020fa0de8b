; The list scheduler's policy above -O0 is the target's: x86 keeps the source order, as llc's
; x86 DAG scheduler does (`Sched::Source`), breaking ties between the nodes of one IR
; instruction by register reduction (the latency-aware policy that reads the generated
; machine model of -mcpu, X86SchedGeneric.td for x86-64, is the RegPressure one other targets
; keep). So at -O2 and -O0 alike the code follows the source: the integer work before the
; divsd, not behind it.
; -mcpu=help lists the processors and features of the generated tables, as llc does, and
; compiles on.
; RUN: kiln llc -O2 %s -o - | FileCheck %s --check-prefix=O2
; RUN: kiln llc -O2 -mcpu=haswell %s -o - | FileCheck %s --check-prefix=O2
; RUN: kiln llc -O0 %s -o - | FileCheck %s --check-prefix=O0
; RUN: kiln llc -mcpu=help %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=HELP
; RUN: not kiln llc -mcpu=pentium-9000 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD

define double @g(double %a, double %b, i64 %c, i64 %d) {
entry:
  %x = add i64 %c, %d
  %y = xor i64 %x, 7
  %q = fdiv double %a, %b
  %yf = sitofp i64 %y to double
  %r = fadd double %q, %yf
  ret double %r
}

; O2-LABEL: g:
; O2: addq %rsi, %rdi
; O2-NEXT: xorq $7, %rdi
; O2-NEXT: divsd %xmm1, %xmm0
; O2-NEXT: cvtsi2sdq %rdi, %xmm1
; O2-NEXT: addsd %xmm1, %xmm0
; O2-NEXT: retq

; O0-LABEL: g:
; O0: addq
; O0-NEXT: xorq $7
; O0-NEXT: divsd
; O0-NEXT: cvtsi2sdq
; O0-NEXT: addsd

; HELP: Available CPUs for this target:
; HELP-EMPTY:
; HELP-NEXT: alderlake      - Select the alderlake processor.
; HELP: x86-64         - Select the x86-64 processor.
; HELP: Available features for this target:
; HELP-EMPTY:
; HELP-NEXT: 64bit   - Support 64-bit instructions.
; HELP: sse4.2  - Enable SSE 4.2 instructions.
; HELP: Use +feature to enable a feature, or -feature to disable it.
; HELP-NEXT: For example, llc -mcpu=mycpu -mattr=+feature1,-feature2

; BAD: error: 'pentium-9000' is not a recognized processor for this target
