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
