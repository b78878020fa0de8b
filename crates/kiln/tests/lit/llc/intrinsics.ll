; How kiln lowers intrinsics beyond plain operations (the execution tests in
; ../lli/intrinsics-exec.ll and ../lli/sse-intrinsics-exec.ll check the values):
; saturating arithmetic is the wrapped result and a select of the bound; memcpy.inline copies
; in place with no call; debugtrap is int3; libm-like intrinsics are calls; SSE intrinsics whose
; meaning is the instruction's own result select it (rcpss, cvtss2si under MXCSR's rounding,
; ldmxcsr/stmxcsr, fences, pause, clflush); a function with "target-features" (zstd's bmi2
; functions) compiles with its features' instructions (shlx: bmi-select.ll has the rest).
; RUN: kiln llc -O2 %s -o - | FileCheck %s

; CHECK-LABEL: usub_sat:
; CHECK: subl
; CHECK: cmov
; CHECK-NOT: call
define i32 @usub_sat(i32 %a, i32 %b) {
  %r = call i32 @llvm.usub.sat.i32(i32 %a, i32 %b)
  ret i32 %r
}

; CHECK-LABEL: copy_inline:
; CHECK-NOT: memcpy
; CHECK-DAG: movq (%rsi), %[[A:r[a-z0-9]+]]
; CHECK-DAG: movl 7(%rsi), %[[B:[a-z0-9]+]]
; CHECK-DAG: movq %[[A]], (%rdi)
; CHECK-DAG: movl %[[B]], 7(%rdi)
; CHECK: retq
define void @copy_inline(i8* %d, i8* %s) {
  call void @llvm.memcpy.inline.p0i8.p0i8.i64(i8* %d, i8* %s, i64 11, i1 false)
  ret void
}

; CHECK-LABEL: traps:
; CHECK: int3
; CHECK: ud2
define void @traps() {
  call void @llvm.debugtrap()
  call void @llvm.ubsantrap(i8 3)
  ret void
}

; CHECK-LABEL: math_calls:
; CHECK: callq ldexp
; CHECK: callq frexp
; CHECK: callq fma
define double @math_calls(double %x, i32 %n) {
  %l = call double @llvm.ldexp.f64.i32(double %x, i32 %n)
  %f = call { double, i32 } @llvm.frexp.f64.i32(double %l)
  %m = extractvalue { double, i32 } %f, 0
  %r = call double @llvm.fma.f64(double %m, double %x, double %l)
  ret double %r
}

; CHECK-LABEL: sse_state:
; CHECK: stmxcsr
; CHECK: ldmxcsr
; CHECK: sfence
; CHECK: lfence
; CHECK: mfence
; CHECK: pause
; CHECK: clflush (%rdi)
define void @sse_state(i8* %p) {
  call void @llvm.x86.sse.stmxcsr(i8* %p)
  call void @llvm.x86.sse.ldmxcsr(i8* %p)
  call void @llvm.x86.sse.sfence()
  call void @llvm.x86.sse2.lfence()
  call void @llvm.x86.sse2.mfence()
  call void @llvm.x86.sse2.pause()
  call void @llvm.x86.sse2.clflush(i8* %p)
  ret void
}

; CHECK-LABEL: estimates:
; CHECK-DAG: rcpss
; CHECK-DAG: rsqrtss
; CHECK-DAG: cvtss2si
; CHECK-DAG: cvttsd2si
define i32 @estimates(<4 x float> %v, <2 x double> %d) {
  %r = call <4 x float> @llvm.x86.sse.rcp.ss(<4 x float> %v)
  %s = call <4 x float> @llvm.x86.sse.rsqrt.ss(<4 x float> %r)
  %i = call i32 @llvm.x86.sse.cvtss2si(<4 x float> %s)
  %j = call i32 @llvm.x86.sse2.cvttsd2si(<2 x double> %d)
  %k = add i32 %i, %j
  ret i32 %k
}

; CHECK-LABEL: with_bmi2:
; CHECK: shlxq %rsi, %rdi, %rax
define i64 @with_bmi2(i64 %x, i64 %n) #0 {
  %r = shl i64 %x, %n
  ret i64 %r
}

attributes #0 = { "target-cpu"="x86-64" "target-features"="+bmi,+bmi2,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" }

declare i32 @llvm.usub.sat.i32(i32, i32)
declare void @llvm.memcpy.inline.p0i8.p0i8.i64(i8*, i8*, i64, i1)
declare void @llvm.debugtrap()
declare void @llvm.ubsantrap(i8)
declare double @llvm.ldexp.f64.i32(double, i32)
declare { double, i32 } @llvm.frexp.f64.i32(double)
declare double @llvm.fma.f64(double, double, double)
declare void @llvm.x86.sse.stmxcsr(i8*)
declare void @llvm.x86.sse.ldmxcsr(i8*)
declare void @llvm.x86.sse.sfence()
declare void @llvm.x86.sse2.lfence()
declare void @llvm.x86.sse2.mfence()
declare void @llvm.x86.sse2.pause()
declare void @llvm.x86.sse2.clflush(i8*)
declare <4 x float> @llvm.x86.sse.rcp.ss(<4 x float>)
declare <4 x float> @llvm.x86.sse.rsqrt.ss(<4 x float>)
declare i32 @llvm.x86.sse.cvtss2si(<4 x float>)
declare i32 @llvm.x86.sse2.cvttsd2si(<2 x double>)
