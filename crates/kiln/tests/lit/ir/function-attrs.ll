; Function attributes clang-15..19 and rustc write: uwtable(sync) (15), mustprogress,
; nocallback, vscale_range, "target-features"; and the keyword attributes of LLVM 15-22
; (presplitcoroutine, fn_ret_thunk_extern, skipprofile, nosanitize_bounds, optdebug,
; coro_only_destroy_when_complete, hybrid_patchable, sanitize_numerical_stability,
; coro_elide_safe, sanitize_realtime, sanitize_realtime_blocking, sanitize_type,
; no_divergence_source, nocreateundeforpoison, sanitize_alloc_token).
; RUN: kiln ir %s -o - | FileCheck %s
; RUN: kiln llc %s -o - | FileCheck %s --check-prefix=ASM

define void @sync_unwind() #0 {
  ret void
}
declare void @async_unwind() uwtable(async)
declare void @more() #1

attributes #0 = { mustprogress nocallback noinline nounwind optnone uwtable(sync) vscale_range(1,16) "frame-pointer"="all" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { presplitcoroutine fn_ret_thunk_extern skipprofile nosanitize_bounds optdebug coro_only_destroy_when_complete hybrid_patchable sanitize_numerical_stability coro_elide_safe sanitize_realtime sanitize_realtime_blocking sanitize_type no_divergence_source nocreateundeforpoison sanitize_alloc_token }

; CHECK: define void @sync_unwind() #0 {
; CHECK-NEXT: 0:
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-EMPTY:
; CHECK-NEXT: declare void @async_unwind() #1
; CHECK-EMPTY:
; CHECK-NEXT: declare void @more() #2
; CHECK-EMPTY:
; CHECK-NEXT: attributes #0 = { mustprogress nocallback noinline nounwind optnone vscale_range(1,16) uwtable(sync) "frame-pointer"="all" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
; CHECK-NEXT: attributes #1 = { uwtable }
; CHECK-NEXT: attributes #2 = { presplitcoroutine fn_ret_thunk_extern nosanitize_bounds skipprofile optdebug coro_only_destroy_when_complete hybrid_patchable sanitize_numerical_stability coro_elide_safe sanitize_realtime sanitize_realtime_blocking sanitize_type no_divergence_source nocreateundeforpoison sanitize_alloc_token }

; ASM-LABEL: sync_unwind:
; ASM-NEXT: .cfi_startproc
; ASM-NEXT: pushq	%rbp
; ASM-NEXT: .cfi_def_cfa_offset 16
; ASM-NEXT: .cfi_offset %rbp, -16
; ASM-NEXT: movq	%rsp, %rbp
; ASM-NEXT: .cfi_def_cfa_register %rbp
; ASM-NEXT: popq	%rbp
; ASM-NEXT: .cfi_def_cfa %rsp, 8
; ASM-NEXT: retq
; ASM-NEXT: .Lfunc_end0:
