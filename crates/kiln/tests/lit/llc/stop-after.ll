; -stop-after=finalize-isel prints the selected machine IR; -run-pass reads it back.
; RUN: kiln llc -O0 -global-isel=0 -stop-after=finalize-isel %s -o %t.mir && kiln llc -run-pass=phi-node-elimination %t.mir -o - | FileCheck %s
; RUN: kiln llc -O0 -global-isel=0 -stop-after=finalize-isel %s -o - | FileCheck %s --check-prefix=ISEL

define i64 @load_add(i64* %p, i64 %x) {
entry:
  %v = load i64, i64* %p
  %s = add i64 %v, %x
  ret i64 %s
}

; CHECK: --- |
; CHECK-NEXT: {{^ +$}}
; CHECK-NEXT: {{^ +$}}
; CHECK-NEXT:   define i64 @load_add(i64* %p, i64 %x) {
; CHECK-NEXT:   entry:
; CHECK-NEXT:     %v = load i64, i64* %p
; CHECK-NEXT:     %s = add i64 %v, %x
; CHECK-NEXT:     ret i64 %s
; CHECK-NEXT:   }
; CHECK-NEXT: ...
; CHECK-NEXT: ---
; CHECK-NEXT: name:            load_add
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
; CHECK-NEXT:   - { id: 0, class: gr64, preferred-register: '' }
; CHECK-NEXT:   - { id: 1, class: gr64, preferred-register: '' }
; CHECK-NEXT:   - { id: 2, class: gr64, preferred-register: '' }
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
; CHECK-NEXT:   bb.0.entry:
; CHECK-NEXT:     liveins: $rdi, $rsi
; CHECK-EMPTY:
; CHECK-NEXT:     %1:gr64 = COPY $rsi
; CHECK-NEXT:     %0:gr64 = COPY $rdi
; CHECK-NEXT:     %2:gr64 = ADD64rm %1, %0, 1, $noreg, 0, $noreg, implicit-def dead $eflags :: (load (s64) from %ir.p, align 4)
; CHECK-NEXT:     $rax = COPY %2
; CHECK-NEXT:     RET 0, $rax
; CHECK-NEXT: ...

; ISEL: --- |
; ISEL-NEXT: {{^ +$}}
; ISEL-NEXT: {{^ +$}}
; ISEL-NEXT:   define i64 @load_add(i64* %p, i64 %x) {
; ISEL-NEXT:   entry:
; ISEL-NEXT:     %v = load i64, i64* %p
; ISEL-NEXT:     %s = add i64 %v, %x
; ISEL-NEXT:     ret i64 %s
; ISEL-NEXT:   }
; ISEL-NEXT: {{^ +$}}
; ISEL-NEXT: ...
; ISEL-NEXT: ---
; ISEL-NEXT: name:            load_add
; ISEL-NEXT: alignment:       16
; ISEL-NEXT: exposesReturnsTwice: false
; ISEL-NEXT: legalized:       false
; ISEL-NEXT: regBankSelected: false
; ISEL-NEXT: selected:        false
; ISEL-NEXT: failedISel:      false
; ISEL-NEXT: tracksRegLiveness: true
; ISEL-NEXT: hasWinCFI:       false
; ISEL-NEXT: failsVerification: false
; ISEL-NEXT: tracksDebugUserValues: false
; ISEL-NEXT: registers:
; ISEL-NEXT:   - { id: 0, class: gr64, preferred-register: '' }
; ISEL-NEXT:   - { id: 1, class: gr64, preferred-register: '' }
; ISEL-NEXT:   - { id: 2, class: gr64, preferred-register: '' }
; ISEL-NEXT: liveins:
; ISEL-NEXT:   - { reg: '$rdi', virtual-reg: '%0' }
; ISEL-NEXT:   - { reg: '$rsi', virtual-reg: '%1' }
; ISEL-NEXT: frameInfo:
; ISEL-NEXT:   isFrameAddressTaken: false
; ISEL-NEXT:   isReturnAddressTaken: false
; ISEL-NEXT:   hasStackMap:     false
; ISEL-NEXT:   hasPatchPoint:   false
; ISEL-NEXT:   stackSize:       0
; ISEL-NEXT:   offsetAdjustment: 0
; ISEL-NEXT:   maxAlignment:    1
; ISEL-NEXT:   adjustsStack:    false
; ISEL-NEXT:   hasCalls:        false
; ISEL-NEXT:   stackProtector:  ''
; ISEL-NEXT:   maxCallFrameSize: 4294967295
; ISEL-NEXT:   cvBytesOfCalleeSavedRegisters: 0
; ISEL-NEXT:   hasOpaqueSPAdjustment: false
; ISEL-NEXT:   hasVAStart:      false
; ISEL-NEXT:   hasMustTailInVarArgFunc: false
; ISEL-NEXT:   hasTailCall:     false
; ISEL-NEXT:   localFrameSize:  0
; ISEL-NEXT:   savePoint:       ''
; ISEL-NEXT:   restorePoint:    ''
; ISEL-NEXT: fixedStack:      []
; ISEL-NEXT: stack:           []
; ISEL-NEXT: constants:       []
; ISEL-NEXT: body:            |
; ISEL-NEXT:   bb.0.entry:
; ISEL-NEXT:     liveins: $rdi, $rsi
; ISEL-EMPTY:
; ISEL-NEXT:     %1:gr64 = COPY $rsi
; ISEL-NEXT:     %0:gr64 = COPY $rdi
; ISEL-NEXT:     %2:gr64 = ADD64rm %1, %0, 1, $noreg, 0, $noreg, implicit-def dead $eflags :: (load (s64) from %ir.p, align 4)
; ISEL-NEXT:     $rax = COPY %2
; ISEL-NEXT:     RET 0, $rax
; ISEL-NEXT: ...
