; Inline assembly through GlobalISel: one INLINEASM built from the plan the SelectionDAG
; shares. Register-class operands are virtual registers of the constraint's class joined to
; the generic values by COPYs (outputs after, inputs before), fixed registers ({ax}, a, d)
; physical ones, a tied input (what clang writes for "+r") gets the output's class and is
; tied to it, an early-clobber output is marked so, clobbers are implicit early-clobber
; definitions, memory operands address a static alloca's frame index, a pointer register or
; a stack slot a direct "m" input is stored to, immediates are immediates, and an indirect
; output tied to an input is stored through its pointer after the asm. The C driver (the
; ;C: lines) runs them; kiln's GlobalISel object prints what llc's prints.
; RUN: kiln llc -mtriple=x86_64 -O0 -global-isel -global-isel-abort=1 -stop-after=irtranslator -verify-machineinstrs %s -o - | FileCheck %s
; RUN: sed -n 's/^;C: //p' %s > %t.c
; RUN: llc -opaque-pointers -O0 -filetype=obj %s -o %t.ref.o && cc %t.c %t.ref.o -o %t.ref && %t.ref > %t.want
; RUN: kiln llc -O0 -global-isel -global-isel-abort=1 -verify-machineinstrs -filetype=obj %s -o %t.o && cc %t.c %t.o -o %t.exe && %t.exe | diff %t.want -
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; a + b * 8 with "=r"/"r", an "i" immediate, a "+r" tied pair and the flags clobbered.
define i32 @registers(i32 %a, i32 %b) {
  %t = call i32 asm "leal ($1,$2,${3:c}), $0", "=r,r,r,i,~{dirflag},~{fpsr},~{flags}"(i32 %a, i32 %b, i32 8)
  %u = call i32 asm "addl $$7, $0", "=r,0,~{flags}"(i32 %t)
  ret i32 %u
}

; Fixed registers: the high half of a 64-bit product in RDX, a value in EAX, an early-clobber
; output, and a 16-bit value truncated into its tied output's register.
define i64 @fixed(i64 %a, i64 %b, i16 %h) {
  %p = call { i64, i64 } asm "mulq $3", "={ax},={dx},{ax},r,~{flags}"(i64 %a, i64 %b)
  %hi = extractvalue { i64, i64 } %p, 1
  %lo = extractvalue { i64, i64 } %p, 0
  %e = call i32 asm "movl $$3, $0\0A\09addl $1, $0", "=&r,r,~{flags}"(i32 5)
  %s = call i8 asm "addb $$1, $0", "=q,0,~{flags}"(i16 %h)
  %e64 = zext i32 %e to i64
  %s64 = zext i8 %s to i64
  %r1 = add i64 %hi, %lo
  %r2 = add i64 %r1, %e64
  %r3 = add i64 %r2, %s64
  ret i64 %r3
}

; Memory: "=*m" into a local, "*m" read from a pointer argument, a direct "m" input stored to
; a stack slot, an "rm" input (memory, llc's choice), an indirect "=*rm" output tied to an
; input (given a register, stored after), and the memory clobber.
define i32 @memory(ptr %p, i32 %x) {
  %local = alloca i32, align 4
  call void asm sideeffect "movl $1, $0", "=*m,r,~{memory}"(ptr elementtype(i32) %local, i32 %x)
  %a = call i32 asm "movl $1, $0\0A\09addl $2, $0", "=&r,*m,m,~{flags}"(ptr elementtype(i32) %p, i32 %x)
  %b = call i32 asm "movl $1, $0", "=r,rm"(i32 %a)
  call void asm "shll $$1, $0", "=*rm,0,~{flags}"(ptr elementtype(i32) %local, i32 %b)
  %l = load i32, ptr %local
  %r = add i32 %l, %b
  ret i32 %r
}

;C: #include <stdio.h>
;C: int registers(int, int);
;C: long fixed(long, long, short);
;C: int memory(int *, int);
;C: int main(void) {
;C:   int v = 40;
;C:   printf("%d %d\n", registers(3, 4), registers(-100, 9));
;C:   printf("%ld %ld\n", fixed(0x123456789abcdefL, 0x1000, 0x1ff), fixed(-1L, -1L, 7));
;C:   printf("%d %d\n", memory(&v, 2), memory(&v, -17));
;C:   return 0;
;C: }

; CHECK: --- |
; CHECK-NEXT:   target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
; CHECK-NEXT:   target triple = "x86_64-unknown-linux-gnu"
; CHECK-NEXT: {{^ +$}}
; CHECK-NEXT: {{^ +$}}
; CHECK-NEXT:   define i32 @registers(i32 %a, i32 %b) {
; CHECK-NEXT:   0:
; CHECK-NEXT:     %t = call i32 asm "leal ($1,$2,${3:c}), $0", "=r,r,r,i,~{dirflag},~{fpsr},~{flags}"(i32 %a, i32 %b, i32 8)
; CHECK-NEXT:     %u = call i32 asm "addl $$7, $0", "=r,0,~{flags}"(i32 %t)
; CHECK-NEXT:     ret i32 %u
; CHECK-NEXT:   }
; CHECK-NEXT: {{^ +$}}
; CHECK-NEXT:   define i64 @fixed(i64 %a, i64 %b, i16 %h) {
; CHECK-NEXT:   0:
; CHECK-NEXT:     %p = call { i64, i64 } asm "mulq $3", "={ax},={dx},{ax},r,~{flags}"(i64 %a, i64 %b)
; CHECK-NEXT:     %hi = extractvalue { i64, i64 } %p, 1
; CHECK-NEXT:     %lo = extractvalue { i64, i64 } %p, 0
; CHECK-NEXT:     %e = call i32 asm "movl $$3, $0\0A\09addl $1, $0", "=&r,r,~{flags}"(i32 5)
; CHECK-NEXT:     %s = call i8 asm "addb $$1, $0", "=q,0,~{flags}"(i16 %h)
; CHECK-NEXT:     %e64 = zext i32 %e to i64
; CHECK-NEXT:     %s64 = zext i8 %s to i64
; CHECK-NEXT:     %r1 = add i64 %hi, %lo
; CHECK-NEXT:     %r2 = add i64 %r1, %e64
; CHECK-NEXT:     %r3 = add i64 %r2, %s64
; CHECK-NEXT:     ret i64 %r3
; CHECK-NEXT:   }
; CHECK-NEXT: {{^ +$}}
; CHECK-NEXT:   define i32 @memory(ptr %p, i32 %x) {
; CHECK-NEXT:   0:
; CHECK-NEXT:     %local = alloca i32, align 4
; CHECK-NEXT:     call void asm sideeffect "movl $1, $0", "=*m,r,~{memory}"(ptr elementtype(i32) %local, i32 %x)
; CHECK-NEXT:     %a = call i32 asm "movl $1, $0\0A\09addl $2, $0", "=&r,*m,m,~{flags}"(ptr elementtype(i32) %p, i32 %x)
; CHECK-NEXT:     %b = call i32 asm "movl $1, $0", "=r,rm"(i32 %a)
; CHECK-NEXT:     call void asm "shll $$1, $0", "=*rm,0,~{flags}"(ptr elementtype(i32) %local, i32 %b)
; CHECK-NEXT:     %l = load i32, ptr %local
; CHECK-NEXT:     %r = add i32 %l, %b
; CHECK-NEXT:     ret i32 %r
; CHECK-NEXT:   }
; CHECK-NEXT: {{^ +$}}
; CHECK-NEXT: ...
; CHECK-NEXT: ---
; CHECK-NEXT: name:            registers
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
; CHECK-NEXT:   - { id: 2, class: gr32, preferred-register: '' }
; CHECK-NEXT:   - { id: 3, class: gr32, preferred-register: '' }
; CHECK-NEXT:   - { id: 4, class: gr32, preferred-register: '' }
; CHECK-NEXT:   - { id: 5, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 6, class: gr32, preferred-register: '' }
; CHECK-NEXT:   - { id: 7, class: gr32, preferred-register: '' }
; CHECK-NEXT:   - { id: 8, class: _, preferred-register: '' }
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
; CHECK-NEXT:     %3:gr32 = COPY %0(s32)
; CHECK-NEXT:     %4:gr32 = COPY %1(s32)
; CHECK-NEXT:     INLINEASM &"leal ($1,$2,${3:c}), $0", 0 /* attdialect */, 196618 /* regdef:GR32 */, def %2, 196617 /* reguse:GR32 */, %3, 196617 /* reguse:GR32 */, %4, 13 /* imm */, 8, 12 /* clobber */, implicit-def early-clobber $df, 12 /* clobber */, implicit-def early-clobber $fpsw, 12 /* clobber */, implicit-def early-clobber $eflags
; CHECK-NEXT:     %5:_(s32) = COPY %2
; CHECK-NEXT:     %7:gr32 = COPY %5(s32)
; CHECK-NEXT:     INLINEASM &"addl $$7, $0", 0 /* attdialect */, 196618 /* regdef:GR32 */, def %6, 2147483657 /* reguse tiedto:$0 */, %7(tied-def 3), 12 /* clobber */, implicit-def early-clobber $eflags
; CHECK-NEXT:     %8:_(s32) = COPY %6
; CHECK-NEXT:     $eax = COPY %8(s32)
; CHECK-NEXT:     RET 0, $eax
; CHECK-NEXT: ...
; CHECK-NEXT: ---
; CHECK-NEXT: name:            fixed
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
; CHECK-NEXT:   - { id: 4, class: gr64, preferred-register: '' }
; CHECK-NEXT:   - { id: 5, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 6, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 7, class: gr32, preferred-register: '' }
; CHECK-NEXT:   - { id: 8, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 9, class: gr32, preferred-register: '' }
; CHECK-NEXT:   - { id: 10, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 11, class: gr8, preferred-register: '' }
; CHECK-NEXT:   - { id: 12, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 13, class: gr8, preferred-register: '' }
; CHECK-NEXT:   - { id: 14, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 15, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 16, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 17, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 18, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 19, class: _, preferred-register: '' }
; CHECK-NEXT: liveins:
; CHECK-NEXT:   - { reg: '$rdi', virtual-reg: '%0' }
; CHECK-NEXT:   - { reg: '$rsi', virtual-reg: '%1' }
; CHECK-NEXT:   - { reg: '$edx', virtual-reg: '%2' }
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
; CHECK-NEXT:     liveins: $rdi, $rsi, $edx
; CHECK-EMPTY:
; CHECK-NEXT:     %2:_(s32) = COPY $edx
; CHECK-NEXT:     %1:_(s64) = COPY $rsi
; CHECK-NEXT:     %0:_(s64) = COPY $rdi
; CHECK-NEXT:     %3:_(s16) = G_TRUNC %2(s32)
; CHECK-NEXT:     $rax = COPY %0(s64)
; CHECK-NEXT:     %4:gr64 = COPY %1(s64)
; CHECK-NEXT:     INLINEASM &"mulq $3", 0 /* attdialect */, 10 /* regdef */, implicit-def $rax, 10 /* regdef */, implicit-def $rdx, 9 /* reguse */, $rax, 262153 /* reguse:GR64 */, %4, 12 /* clobber */, implicit-def early-clobber $eflags
; CHECK-NEXT:     %5:_(s64) = COPY $rax
; CHECK-NEXT:     %6:_(s64) = COPY $rdx
; CHECK-NEXT:     %8:_(s32) = G_CONSTANT i32 5
; CHECK-NEXT:     %9:gr32 = COPY %8(s32)
; CHECK-NEXT:     INLINEASM &"movl $$3, $0\0A\09addl $1, $0", 0 /* attdialect */, 196619 /* regdef-ec:GR32 */, def early-clobber %7, 196617 /* reguse:GR32 */, %9, 12 /* clobber */, implicit-def early-clobber $eflags
; CHECK-NEXT:     %10:_(s32) = COPY %7
; CHECK-NEXT:     %12:_(s8) = G_TRUNC %3(s16)
; CHECK-NEXT:     %13:gr8 = COPY %12(s8)
; CHECK-NEXT:     INLINEASM &"addb $$1, $0", 0 /* attdialect */, 65546 /* regdef:GR8 */, def %11, 2147483657 /* reguse tiedto:$0 */, %13(tied-def 3), 12 /* clobber */, implicit-def early-clobber $eflags
; CHECK-NEXT:     %14:_(s8) = COPY %11
; CHECK-NEXT:     %15:_(s64) = G_ZEXT %10(s32)
; CHECK-NEXT:     %16:_(s64) = G_ZEXT %14(s8)
; CHECK-NEXT:     %17:_(s64) = G_ADD %6, %5
; CHECK-NEXT:     %18:_(s64) = G_ADD %17, %15
; CHECK-NEXT:     %19:_(s64) = G_ADD %18, %16
; CHECK-NEXT:     $rax = COPY %19(s64)
; CHECK-NEXT:     RET 0, $rax
; CHECK-NEXT: ...
; CHECK-NEXT: ---
; CHECK-NEXT: name:            memory
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
; CHECK-NEXT:   - { id: 3, class: gr32, preferred-register: '' }
; CHECK-NEXT:   - { id: 4, class: gr32, preferred-register: '' }
; CHECK-NEXT:   - { id: 5, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 6, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 7, class: gr32, preferred-register: '' }
; CHECK-NEXT:   - { id: 8, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 9, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 10, class: gr32, preferred-register: '' }
; CHECK-NEXT:   - { id: 11, class: gr32, preferred-register: '' }
; CHECK-NEXT:   - { id: 12, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 13, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 14, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 15, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 16, class: _, preferred-register: '' }
; CHECK-NEXT: liveins:
; CHECK-NEXT:   - { reg: '$rdi', virtual-reg: '%0' }
; CHECK-NEXT:   - { reg: '$esi', virtual-reg: '%1' }
; CHECK-NEXT: frameInfo:
; CHECK-NEXT:   isFrameAddressTaken: false
; CHECK-NEXT:   isReturnAddressTaken: false
; CHECK-NEXT:   hasStackMap:     false
; CHECK-NEXT:   hasPatchPoint:   false
; CHECK-NEXT:   stackSize:       0
; CHECK-NEXT:   offsetAdjustment: 0
; CHECK-NEXT:   maxAlignment:    4
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
; CHECK-NEXT: stack:
; CHECK-NEXT:   - { id: 0, name: 'local', type: default, offset: 0, size: 4, alignment: 4, stack-id: '', callee-saved-register: '', callee-saved-restored: true, debug-info-variable: '', debug-info-expression: '', debug-info-location: '' }
; CHECK-NEXT:   - { id: 1, name: '', type: default, offset: 0, size: 4, alignment: 4, stack-id: '', callee-saved-register: '', callee-saved-restored: true, debug-info-variable: '', debug-info-expression: '', debug-info-location: '' }
; CHECK-NEXT:   - { id: 2, name: '', type: default, offset: 0, size: 4, alignment: 4, stack-id: '', callee-saved-register: '', callee-saved-restored: true, debug-info-variable: '', debug-info-expression: '', debug-info-location: '' }
; CHECK-NEXT: constants:       []
; CHECK-NEXT: body:            |
; CHECK-NEXT:   bb.0 (%ir-block.0):
; CHECK-NEXT:     liveins: $rdi, $esi
; CHECK-EMPTY:
; CHECK-NEXT:     %1:_(s32) = COPY $esi
; CHECK-NEXT:     %0:_(p0) = COPY $rdi
; CHECK-NEXT:     %2:_(p0) = G_FRAME_INDEX %stack.0.local
; CHECK-NEXT:     %3:gr32 = COPY %1(s32)
; CHECK-NEXT:     INLINEASM &"movl $1, $0", 25 /* sideeffect mayload maystore attdialect */, 196654 /* mem:m */, %stack.0.local, 1, $noreg, 0, $noreg, 196617 /* reguse:GR32 */, %3
; CHECK-NEXT:     %5:_(p0) = G_FRAME_INDEX %stack.1
; CHECK-NEXT:     G_STORE %1(s32), %5(p0) :: (store (s32) into %stack.1)
; CHECK-NEXT:     INLINEASM &"movl $1, $0\0A\09addl $2, $0", 8 /* mayload attdialect */, 196619 /* regdef-ec:GR32 */, def early-clobber %4, 196654 /* mem:m */, %0(p0), 1, $noreg, 0, $noreg, 196654 /* mem:m */, %stack.1, 1, $noreg, 0, $noreg, 12 /* clobber */, implicit-def early-clobber $eflags
; CHECK-NEXT:     %6:_(s32) = COPY %4
; CHECK-NEXT:     %8:_(p0) = G_FRAME_INDEX %stack.2
; CHECK-NEXT:     G_STORE %6(s32), %8(p0) :: (store (s32) into %stack.2)
; CHECK-NEXT:     INLINEASM &"movl $1, $0", 8 /* mayload attdialect */, 196618 /* regdef:GR32 */, def %7, 196654 /* mem:m */, %stack.2, 1, $noreg, 0, $noreg
; CHECK-NEXT:     %9:_(s32) = COPY %7
; CHECK-NEXT:     %11:gr32 = COPY %9(s32)
; CHECK-NEXT:     INLINEASM &"shll $$1, $0", 0 /* attdialect */, 196618 /* regdef:GR32 */, def %10, 2147483657 /* reguse tiedto:$0 */, %11(tied-def 3), 12 /* clobber */, implicit-def early-clobber $eflags
; CHECK-NEXT:     %12:_(s32) = COPY %10
; CHECK-NEXT:     %13:_(p0) = G_FRAME_INDEX %stack.0.local
; CHECK-NEXT:     G_STORE %12(s32), %13(p0) :: (store (s32) into %ir.local, align 1)
; CHECK-NEXT:     %14:_(p0) = G_FRAME_INDEX %stack.0.local
; CHECK-NEXT:     %15:_(s32) = G_LOAD %14(p0) :: (load (s32) from %ir.local)
; CHECK-NEXT:     %16:_(s32) = G_ADD %15, %9
; CHECK-NEXT:     $eax = COPY %16(s32)
; CHECK-NEXT:     RET 0, $eax
; CHECK-NEXT: ...
