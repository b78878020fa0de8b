; Stack-slot colouring above -O0: the three values spilled across the first call and the three
; spilled across the second share three slots, so the frame is 24 bytes (llc's), not 48, and
; every slot is within an 8-bit displacement of %rsp.
; RUN: kiln llc -O2 -verify-machineinstrs %s -o - | FileCheck %s
; RUN: kiln llc -O2 -stats %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=STATS

target triple = "x86_64-unknown-linux-gnu"

declare void @g()

; CHECK-LABEL: two_calls:
; CHECK:       subq $24, %rsp
; CHECK-COUNT-3: movq %rax, {{[0-9]*}}(%rsp) # 8-byte Spill
; CHECK:       callq g@PLT
; CHECK-COUNT-3: movq {{[0-9]*}}(%rsp), %rax # 8-byte Reload
; CHECK-COUNT-3: movq %rax, {{[0-9]*}}(%rsp) # 8-byte Spill
; CHECK:       callq g@PLT
; CHECK-COUNT-3: movq {{[0-9]*}}(%rsp), %rax # 8-byte Reload
; CHECK:       addq $24, %rsp
; STATS:       3 stack-slot-coloring {{ *}}- Number of stack slots eliminated due to coloring
define void @two_calls(i64* %p) {
  %ap0 = getelementptr i64, i64* %p, i64 0
  %a0 = load volatile i64, i64* %ap0
  %ap1 = getelementptr i64, i64* %p, i64 1
  %a1 = load volatile i64, i64* %ap1
  %ap2 = getelementptr i64, i64* %p, i64 2
  %a2 = load volatile i64, i64* %ap2
  %ap3 = getelementptr i64, i64* %p, i64 3
  %a3 = load volatile i64, i64* %ap3
  %ap4 = getelementptr i64, i64* %p, i64 4
  %a4 = load volatile i64, i64* %ap4
  %ap5 = getelementptr i64, i64* %p, i64 5
  %a5 = load volatile i64, i64* %ap5
  %ap6 = getelementptr i64, i64* %p, i64 6
  %a6 = load volatile i64, i64* %ap6
  %ap7 = getelementptr i64, i64* %p, i64 7
  %a7 = load volatile i64, i64* %ap7
  call void @g()
  store volatile i64 %a0, i64* %ap0
  store volatile i64 %a1, i64* %ap1
  store volatile i64 %a2, i64* %ap2
  store volatile i64 %a3, i64* %ap3
  store volatile i64 %a4, i64* %ap4
  store volatile i64 %a5, i64* %ap5
  store volatile i64 %a6, i64* %ap6
  store volatile i64 %a7, i64* %ap7
  %bp0 = getelementptr i64, i64* %p, i64 8
  %b0 = load volatile i64, i64* %bp0
  %bp1 = getelementptr i64, i64* %p, i64 9
  %b1 = load volatile i64, i64* %bp1
  %bp2 = getelementptr i64, i64* %p, i64 10
  %b2 = load volatile i64, i64* %bp2
  %bp3 = getelementptr i64, i64* %p, i64 11
  %b3 = load volatile i64, i64* %bp3
  %bp4 = getelementptr i64, i64* %p, i64 12
  %b4 = load volatile i64, i64* %bp4
  %bp5 = getelementptr i64, i64* %p, i64 13
  %b5 = load volatile i64, i64* %bp5
  %bp6 = getelementptr i64, i64* %p, i64 14
  %b6 = load volatile i64, i64* %bp6
  %bp7 = getelementptr i64, i64* %p, i64 15
  %b7 = load volatile i64, i64* %bp7
  call void @g()
  store volatile i64 %b0, i64* %bp0
  store volatile i64 %b1, i64* %bp1
  store volatile i64 %b2, i64* %bp2
  store volatile i64 %b3, i64* %bp3
  store volatile i64 %b4, i64* %bp4
  store volatile i64 %b5, i64* %bp5
  store volatile i64 %b6, i64* %bp6
  store volatile i64 %b7, i64* %bp7
  ret void
}
