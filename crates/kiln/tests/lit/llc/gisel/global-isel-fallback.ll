; -global-isel-abort: what a function GlobalISel cannot finish does (an aggregate argument,
; which the IRTranslator does not translate yet, here; @add goes through GlobalISel): 1 (the default) is
; an error, 2 falls back to SelectionDAG with a remark naming what failed, 0 falls back
; silently; the SelectionDAG's code is what comes out for that function. Where the SelectionDAG
; selects (-global-isel=0, or -O2 without -global-isel), GlobalISel's stop points are an error.
; -stop-after=legalizer
; prints legal generic MIR, and a function the translator cannot handle empty with failedISel,
; as llc does.
; RUN: not kiln llc -mtriple=x86_64 -O0 -global-isel %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=ABORT
; RUN: kiln llc -mtriple=x86_64 -O0 -global-isel -global-isel-abort=2 %s -o - 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: kiln llc -mtriple=x86_64 -O0 -global-isel -global-isel-abort=0 %s -o - 2>&1 | FileCheck %s --check-prefix=SILENT
; RUN: kiln llc -mtriple=x86_64 -O0 -global-isel -global-isel-abort=0 -stop-after=legalizer -verify-machineinstrs %s -o - | FileCheck %s --check-prefix=LEGAL
; RUN: not kiln llc -mtriple=x86_64 -O0 -global-isel=0 -stop-after=irtranslator %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=NEEDS
; RUN: not kiln llc -mtriple=x86_64 -O2 -stop-after=irtranslator %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=NEEDS
; RUN: kiln llc -mtriple=x86_64 -O0 -global-isel=0 %s -o - | FileCheck %s --check-prefix=OFF
; RUN: kiln llc -mtriple=x86_64 -O0 %s -o - 2>&1 | FileCheck %s --check-prefix=SILENT
source_filename = "fallback.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

define i32 @add(i32 %a, i32 %b) {
  %r = add i32 %a, %b
  ret i32 %r
}

define i32 @fwd({ i32, i32 } %p) {
  %a = extractvalue { i32, i32 } %p, 0
  %b = extractvalue { i32, i32 } %p, 1
  %r = add i32 %a, %b
  ret i32 %r
}

; ABORT: {{.*}}crates/kiln/tests/lit/llc/gisel/global-isel-fallback.ll:25:12: error: in function 'fwd': unable to translate instruction: argument: an aggregate argument is not translated yet
; ABORT-NEXT: define i32 @fwd({ i32, i32 } %p) {
; ABORT-NEXT:            ^

; REMARK: remark: fallback.c:0:0: unable to translate instruction: argument: an aggregate argument is not translated yet (in function: fwd)
; REMARK-NEXT: 	.text
; REMARK-NEXT: 	.file	"fallback.c"
; REMARK-NEXT: 	.globl	add
; REMARK-NEXT: 	.p2align	4, 0x90
; REMARK-NEXT: 	.type	add,@function
; REMARK-NEXT: add:
; REMARK-NEXT: 	.cfi_startproc
; REMARK-NEXT: 	addl	%esi, %edi
; REMARK-NEXT: 	movl	%edi, %eax
; REMARK-NEXT: 	retq
; REMARK-NEXT: .Lfunc_end0:
; REMARK-NEXT: 	.size	add, .Lfunc_end0-add
; REMARK-NEXT: 	.cfi_endproc
; REMARK-NEXT: 	.globl	fwd
; REMARK-NEXT: 	.p2align	4, 0x90
; REMARK-NEXT: 	.type	fwd,@function
; REMARK-NEXT: fwd:
; REMARK-NEXT: 	.cfi_startproc
; REMARK-NEXT: 	addl	%esi, %edi
; REMARK-NEXT: 	movl	%edi, %eax
; REMARK-NEXT: 	retq
; REMARK-NEXT: .Lfunc_end1:
; REMARK-NEXT: 	.size	fwd, .Lfunc_end1-fwd
; REMARK-NEXT: 	.cfi_endproc
; REMARK-NEXT: 	.section	".note.GNU-stack","",@progbits

; SILENT: 	.text
; SILENT-NEXT: 	.file	"fallback.c"
; SILENT-NEXT: 	.globl	add
; SILENT-NEXT: 	.p2align	4, 0x90
; SILENT-NEXT: 	.type	add,@function
; SILENT-NEXT: add:
; SILENT-NEXT: 	.cfi_startproc
; SILENT-NEXT: 	addl	%esi, %edi
; SILENT-NEXT: 	movl	%edi, %eax
; SILENT-NEXT: 	retq
; SILENT-NEXT: .Lfunc_end0:
; SILENT-NEXT: 	.size	add, .Lfunc_end0-add
; SILENT-NEXT: 	.cfi_endproc
; SILENT-NEXT: 	.globl	fwd
; SILENT-NEXT: 	.p2align	4, 0x90
; SILENT-NEXT: 	.type	fwd,@function
; SILENT-NEXT: fwd:
; SILENT-NEXT: 	.cfi_startproc
; SILENT-NEXT: 	addl	%esi, %edi
; SILENT-NEXT: 	movl	%edi, %eax
; SILENT-NEXT: 	retq
; SILENT-NEXT: .Lfunc_end1:
; SILENT-NEXT: 	.size	fwd, .Lfunc_end1-fwd
; SILENT-NEXT: 	.cfi_endproc
; SILENT-NEXT: 	.section	".note.GNU-stack","",@progbits

; LEGAL: --- |
; LEGAL-NEXT:   source_filename = "fallback.c"
; LEGAL-NEXT:   target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
; LEGAL-NEXT: {{^ +$}}
; LEGAL-NEXT: {{^ +$}}
; LEGAL-NEXT:   define i32 @add(i32 %a, i32 %b) {
; LEGAL-NEXT:   0:
; LEGAL-NEXT:     %r = add i32 %a, %b
; LEGAL-NEXT:     ret i32 %r
; LEGAL-NEXT:   }
; LEGAL-NEXT: {{^ +$}}
; LEGAL-NEXT:   define i32 @fwd({ i32, i32 } %p) {
; LEGAL-NEXT:   0:
; LEGAL-NEXT:     %a = extractvalue { i32, i32 } %p, 0
; LEGAL-NEXT:     %b = extractvalue { i32, i32 } %p, 1
; LEGAL-NEXT:     %r = add i32 %a, %b
; LEGAL-NEXT:     ret i32 %r
; LEGAL-NEXT:   }
; LEGAL-NEXT: {{^ +$}}
; LEGAL-NEXT: ...
; LEGAL-NEXT: ---
; LEGAL-NEXT: name:            add
; LEGAL-NEXT: alignment:       16
; LEGAL-NEXT: exposesReturnsTwice: false
; LEGAL-NEXT: legalized:       true
; LEGAL-NEXT: regBankSelected: false
; LEGAL-NEXT: selected:        false
; LEGAL-NEXT: failedISel:      false
; LEGAL-NEXT: tracksRegLiveness: true
; LEGAL-NEXT: hasWinCFI:       false
; LEGAL-NEXT: failsVerification: false
; LEGAL-NEXT: tracksDebugUserValues: false
; LEGAL-NEXT: registers:
; LEGAL-NEXT:   - { id: 0, class: _, preferred-register: '' }
; LEGAL-NEXT:   - { id: 1, class: _, preferred-register: '' }
; LEGAL-NEXT:   - { id: 2, class: _, preferred-register: '' }
; LEGAL-NEXT: liveins:
; LEGAL-NEXT:   - { reg: '$edi', virtual-reg: '%0' }
; LEGAL-NEXT:   - { reg: '$esi', virtual-reg: '%1' }
; LEGAL-NEXT: frameInfo:
; LEGAL-NEXT:   isFrameAddressTaken: false
; LEGAL-NEXT:   isReturnAddressTaken: false
; LEGAL-NEXT:   hasStackMap:     false
; LEGAL-NEXT:   hasPatchPoint:   false
; LEGAL-NEXT:   stackSize:       0
; LEGAL-NEXT:   offsetAdjustment: 0
; LEGAL-NEXT:   maxAlignment:    1
; LEGAL-NEXT:   adjustsStack:    false
; LEGAL-NEXT:   hasCalls:        false
; LEGAL-NEXT:   stackProtector:  ''
; LEGAL-NEXT:   maxCallFrameSize: 4294967295
; LEGAL-NEXT:   cvBytesOfCalleeSavedRegisters: 0
; LEGAL-NEXT:   hasOpaqueSPAdjustment: false
; LEGAL-NEXT:   hasVAStart:      false
; LEGAL-NEXT:   hasMustTailInVarArgFunc: false
; LEGAL-NEXT:   hasTailCall:     false
; LEGAL-NEXT:   localFrameSize:  0
; LEGAL-NEXT:   savePoint:       ''
; LEGAL-NEXT:   restorePoint:    ''
; LEGAL-NEXT: fixedStack:      []
; LEGAL-NEXT: stack:           []
; LEGAL-NEXT: constants:       []
; LEGAL-NEXT: body:            |
; LEGAL-NEXT:   bb.0 (%ir-block.0):
; LEGAL-NEXT:     liveins: $edi, $esi
; LEGAL-EMPTY:
; LEGAL-NEXT:     %1:_(s32) = COPY $esi
; LEGAL-NEXT:     %0:_(s32) = COPY $edi
; LEGAL-NEXT:     %2:_(s32) = G_ADD %0, %1
; LEGAL-NEXT:     $eax = COPY %2(s32)
; LEGAL-NEXT:     RET 0, $eax
; LEGAL-NEXT: ...
; LEGAL-NEXT: ---
; LEGAL-NEXT: name:            fwd
; LEGAL-NEXT: alignment:       16
; LEGAL-NEXT: exposesReturnsTwice: false
; LEGAL-NEXT: legalized:       false
; LEGAL-NEXT: regBankSelected: false
; LEGAL-NEXT: selected:        false
; LEGAL-NEXT: failedISel:      true
; LEGAL-NEXT: tracksRegLiveness: false
; LEGAL-NEXT: hasWinCFI:       false
; LEGAL-NEXT: failsVerification: false
; LEGAL-NEXT: tracksDebugUserValues: false
; LEGAL-NEXT: registers:       []
; LEGAL-NEXT: liveins:         []
; LEGAL-NEXT: frameInfo:
; LEGAL-NEXT:   isFrameAddressTaken: false
; LEGAL-NEXT:   isReturnAddressTaken: false
; LEGAL-NEXT:   hasStackMap:     false
; LEGAL-NEXT:   hasPatchPoint:   false
; LEGAL-NEXT:   stackSize:       0
; LEGAL-NEXT:   offsetAdjustment: 0
; LEGAL-NEXT:   maxAlignment:    1
; LEGAL-NEXT:   adjustsStack:    false
; LEGAL-NEXT:   hasCalls:        false
; LEGAL-NEXT:   stackProtector:  ''
; LEGAL-NEXT:   maxCallFrameSize: 4294967295
; LEGAL-NEXT:   cvBytesOfCalleeSavedRegisters: 0
; LEGAL-NEXT:   hasOpaqueSPAdjustment: false
; LEGAL-NEXT:   hasVAStart:      false
; LEGAL-NEXT:   hasMustTailInVarArgFunc: false
; LEGAL-NEXT:   hasTailCall:     false
; LEGAL-NEXT:   localFrameSize:  0
; LEGAL-NEXT:   savePoint:       ''
; LEGAL-NEXT:   restorePoint:    ''
; LEGAL-NEXT: fixedStack:      []
; LEGAL-NEXT: stack:           []
; LEGAL-NEXT: constants:       []
; LEGAL-NEXT: body:            |
; LEGAL-NEXT: ...

; NEEDS: kiln llc: error: {{.*}}crates/kiln/tests/lit/llc/gisel/global-isel-fallback.ll: stop-after/stop-before pass 'irtranslator' is GlobalISel's: it needs -global-isel

; OFF-LABEL: add:
; OFF-NEXT: .cfi_startproc
; OFF-NEXT: addl	%esi, %edi
; OFF-NEXT: movl	%edi, %eax
; OFF-NEXT: retq
; OFF-NEXT: .Lfunc_end0:
; OFF-LABEL: fwd:
; OFF-NEXT: .cfi_startproc
; OFF-NEXT: addl	%esi, %edi
; OFF-NEXT: movl	%edi, %eax
; OFF-NEXT: retq
; OFF-NEXT: .Lfunc_end1:
