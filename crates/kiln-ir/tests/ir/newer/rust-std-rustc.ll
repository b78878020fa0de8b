; ModuleID = 'rust_std.7b543cf759f4bf3b-cgu.0'
source_filename = "rust_std.7b543cf759f4bf3b-cgu.0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%"alloc::string::String" = type { %"alloc::vec::Vec<u8>" }
%"alloc::vec::Vec<u8>" = type { %"alloc::raw_vec::RawVec<u8>", i64 }
%"alloc::raw_vec::RawVec<u8>" = type { %"alloc::raw_vec::RawVecInner", %"core::marker::PhantomData<u8>" }
%"alloc::raw_vec::RawVecInner" = type { i64, ptr, %"alloc::alloc::Global" }
%"alloc::alloc::Global" = type {}
%"core::marker::PhantomData<u8>" = type {}

@_RNvNtNtNtCsgEmfK2I1SDS_4core7unicode12unicode_data11white_space14WHITESPACE_MAP = external local_unnamed_addr global [256 x i8]
@vtable.0 = private unnamed_addr constant <{ [24 x i8], ptr, ptr, ptr }> <{ [24 x i8] c"\00\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00", ptr @"_ZN4core3ops8function6FnOnce40call_once$u7b$$u7b$vtable.shim$u7d$$u7d$17hf2d6962484ac5197E", ptr @"_ZN3std2rt10lang_start28_$u7b$$u7b$closure$u7d$$u7d$17hd7b396cf39f69d4eE", ptr @"_ZN3std2rt10lang_start28_$u7b$$u7b$closure$u7d$$u7d$17hd7b396cf39f69d4eE" }>, align 8
@alloc_d1084648e479974e70c9329824bf76f9 = private unnamed_addr constant [9 x i8] c"mid > len", align 1
@alloc_c2bfad408fe3776ef4805e233d5025e3 = private unnamed_addr constant [96 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/slice/sort/stable/quicksort.rs\00", align 1
@alloc_b53546d47a17b26d83a51e48c3ff5f7a = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_c2bfad408fe3776ef4805e233d5025e3, [16 x i8] c"_\00\00\00\00\00\00\00M\00\00\00\1F\00\00\00" }>, align 8
@alloc_f2f9ba200fb3017fda66833c01fe0293 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_c2bfad408fe3776ef4805e233d5025e3, [16 x i8] c"_\00\00\00\00\00\00\00G\00\00\00\17\00\00\00" }>, align 8
@alloc_c937d73bb9a6371d6640cf4965aec724 = private unnamed_addr constant [73 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/alloc/src/str.rs\00", align 1
@alloc_01417ebca96a98fb9890b1b8a14503d5 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_c937d73bb9a6371d6640cf4965aec724, [16 x i8] c"H\00\00\00\00\00\00\00\B1\00\00\00\16\00\00\00" }>, align 8
@alloc_ca673fb95acb8e58af271999e89294ae = private unnamed_addr constant [53 x i8] c"attempt to join into collection with len > usize::MAX", align 1
@alloc_d8d4d9da093f3be02d1f11ac3b974138 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_c937d73bb9a6371d6640cf4965aec724, [16 x i8] c"H\00\00\00\00\00\00\00\9A\00\00\00\0A\00\00\00" }>, align 8
@alloc_37d2e53432a03a1f90b3e7253015eaf9 = private unnamed_addr constant [4 x i8] c"None", align 1
@vtable.1 = private unnamed_addr constant <{ [24 x i8], ptr }> <{ [24 x i8] c"\00\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00", ptr @"_ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17h86a5f0dde7f00feaE" }>, align 8
@alloc_9535bf4c204f3eb9b19ec2c83e446e52 = private unnamed_addr constant [4 x i8] c"Some", align 1
@alloc_b18a2acd8874e14f9b242b200869a4fb = private unnamed_addr constant [11 x i8] c"a b a c b a", align 1
@alloc_b1b3cecaa6a7183967abcfd14f99ae78 = private unnamed_addr constant [7 x i8] c"\C0\01 \C0\01\0A\00", align 1
@alloc_4a3a3f44622b895cbf8725c804855935 = private unnamed_addr constant [8 x i8] c"negative", align 1
@alloc_fa6261aab0906816c0ba496fb64f7d91 = private unnamed_addr constant [13 x i8] c"\C5 \00\00p\03\00\01 \C0\01\0A\00", align 1
@alloc_874ad33e48b268f97acaace8e58fd638 = private unnamed_addr constant [8 x i8] c"\C0\02: \C0\01\0A\00", align 1

; <alloc::string::String as core::fmt::Display>::fmt
; Function Attrs: inlinehint nonlazybind uwtable
define internal noundef zeroext i1 @_RNvXsq_NtCslNYArtu3iFV_5alloc6stringNtB5_6StringNtNtCsgEmfK2I1SDS_4core3fmt7Display3fmt(ptr noalias noundef readonly align 8 captures(none) dereferenceable(24) %self, ptr noalias noundef align 8 dereferenceable(24) %f) unnamed_addr #0 {
start:
  %0 = getelementptr inbounds nuw i8, ptr %self, i64 8
  %_8 = load ptr, ptr %0, align 8, !nonnull !4, !noundef !4
  %1 = getelementptr inbounds nuw i8, ptr %self, i64 16
  %_7 = load i64, ptr %1, align 8, !noundef !4
; call <str as core::fmt::Display>::fmt
  %_0 = tail call noundef zeroext i1 @_RNvXsi_NtCsgEmfK2I1SDS_4core3fmteNtB5_7Display3fmt(ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) %_8, i64 noundef %_7, ptr noalias noundef nonnull align 8 dereferenceable(24) %f)
  ret i1 %_0
}

; std::rt::lang_start
; Function Attrs: nonlazybind uwtable
define hidden noundef i64 @_ZN3std2rt10lang_start17hc13d9c6013dc23ebE(ptr noundef nonnull %main, i64 noundef %argc, ptr noundef %argv, i8 noundef %sigpipe) unnamed_addr #1 {
start:
  %_7 = alloca [8 x i8], align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %_7)
  store ptr %main, ptr %_7, align 8
; call std::rt::lang_start_internal
  %_0 = call noundef i64 @_RNvNtCsjrHSEGnQ3l9_3std2rt19lang_start_internal(ptr noundef nonnull align 1 %_7, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(48) @vtable.0, i64 noundef %argc, ptr noundef %argv, i8 noundef %sigpipe)
  call void @llvm.lifetime.end.p0(ptr nonnull %_7)
  ret i64 %_0
}

; std::rt::lang_start::{{closure}}
; Function Attrs: inlinehint nonlazybind uwtable
define internal noundef i32 @"_ZN3std2rt10lang_start28_$u7b$$u7b$closure$u7d$$u7d$17hd7b396cf39f69d4eE"(ptr noalias noundef readonly align 8 captures(none) dereferenceable(8) %_1) unnamed_addr #0 {
start:
  %_4 = load ptr, ptr %_1, align 8, !nonnull !4, !noundef !4
; call std::sys::backtrace::__rust_begin_short_backtrace
  tail call fastcc void @_ZN3std3sys9backtrace28__rust_begin_short_backtrace17h562f8452234f0664E(ptr noundef nonnull %_4) #26
  ret i32 0
}

; std::sys::backtrace::__rust_begin_short_backtrace
; Function Attrs: noinline nonlazybind uwtable
define internal fastcc void @_ZN3std3sys9backtrace28__rust_begin_short_backtrace17h562f8452234f0664E(ptr noundef nonnull readonly captures(none) %f) unnamed_addr #2 {
start:
  tail call void %f()
  tail call void asm sideeffect "", "~{memory}"() #27, !srcloc !5
  ret void
}

; <&T as core::fmt::Debug>::fmt
; Function Attrs: nonlazybind uwtable
define internal noundef zeroext i1 @"_ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17h86a5f0dde7f00feaE"(ptr noalias noundef readonly align 8 captures(none) dereferenceable(8) %self, ptr noalias noundef align 8 dereferenceable(24) %f) unnamed_addr #1 {
start:
  %_3 = load ptr, ptr %self, align 8, !nonnull !4, !align !6, !noundef !4
  %0 = getelementptr inbounds nuw i8, ptr %f, i64 16
  %_4.i = load i32, ptr %0, align 8, !alias.scope !7, !noalias !10, !noundef !4
  %_3.i = and i32 %_4.i, 33554432
  %1 = icmp eq i32 %_3.i, 0
  br i1 %1, label %bb2.i, label %bb1.i

bb2.i:                                            ; preds = %start
  %_5.i = and i32 %_4.i, 67108864
  %2 = icmp eq i32 %_5.i, 0
  br i1 %2, label %bb4.i, label %bb3.i

bb1.i:                                            ; preds = %start
; call <u32 as core::fmt::LowerHex>::fmt
  %3 = tail call noundef zeroext i1 @_RNvXsu_NtNtCsgEmfK2I1SDS_4core3fmt3nummNtB7_8LowerHex3fmt(ptr noalias noundef nonnull readonly align 4 captures(address, read_provenance) dereferenceable(4) %_3, ptr noalias noundef nonnull align 8 dereferenceable(24) %f)
  br label %_RNvXsW_NtNtCsgEmfK2I1SDS_4core3fmt3nummNtB7_5Debug3fmt.exit

bb4.i:                                            ; preds = %bb2.i
; call <u32 as core::fmt::Display>::fmt
  %4 = tail call noundef zeroext i1 @_RNvXs8_NtNtNtCsgEmfK2I1SDS_4core3fmt3num3impmNtB9_7Display3fmt(ptr noalias noundef nonnull readonly align 4 captures(address, read_provenance) dereferenceable(4) %_3, ptr noalias noundef nonnull align 8 dereferenceable(24) %f)
  br label %_RNvXsW_NtNtCsgEmfK2I1SDS_4core3fmt3nummNtB7_5Debug3fmt.exit

bb3.i:                                            ; preds = %bb2.i
; call <u32 as core::fmt::UpperHex>::fmt
  %5 = tail call noundef zeroext i1 @_RNvXsw_NtNtCsgEmfK2I1SDS_4core3fmt3nummNtB7_8UpperHex3fmt(ptr noalias noundef nonnull readonly align 4 captures(address, read_provenance) dereferenceable(4) %_3, ptr noalias noundef nonnull align 8 dereferenceable(24) %f)
  br label %_RNvXsW_NtNtCsgEmfK2I1SDS_4core3fmt3nummNtB7_5Debug3fmt.exit

_RNvXsW_NtNtCsgEmfK2I1SDS_4core3fmt3nummNtB7_5Debug3fmt.exit: ; preds = %bb1.i, %bb4.i, %bb3.i
  %_0.sroa.0.0.in.i = phi i1 [ %4, %bb4.i ], [ %5, %bb3.i ], [ %3, %bb1.i ]
  ret i1 %_0.sroa.0.0.in.i
}

; <&T as core::fmt::Display>::fmt
; Function Attrs: nonlazybind uwtable
define internal noundef zeroext i1 @"_ZN44_$LT$$RF$T$u20$as$u20$core..fmt..Display$GT$3fmt17h0ce9ce5e84b6044fE"(ptr noalias noundef readonly align 8 captures(none) dereferenceable(16) %self, ptr noalias noundef align 8 dereferenceable(24) %f) unnamed_addr #1 {
start:
  %_3.0 = load ptr, ptr %self, align 8, !nonnull !4, !align !12, !noundef !4
  %0 = getelementptr inbounds nuw i8, ptr %self, i64 8
  %_3.1 = load i64, ptr %0, align 8, !noundef !4
; call <str as core::fmt::Display>::fmt
  %_0 = tail call noundef zeroext i1 @_RNvXsi_NtCsgEmfK2I1SDS_4core3fmteNtB5_7Display3fmt(ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) %_3.0, i64 noundef %_3.1, ptr noalias noundef nonnull align 8 dereferenceable(24) %f)
  ret i1 %_0
}

; <&T as core::fmt::Display>::fmt
; Function Attrs: nonlazybind uwtable
define internal noundef zeroext i1 @"_ZN44_$LT$$RF$T$u20$as$u20$core..fmt..Display$GT$3fmt17h8448494542166b72E"(ptr noalias noundef readonly align 8 captures(none) dereferenceable(8) %self, ptr noalias noundef align 8 dereferenceable(24) %f) unnamed_addr #1 {
start:
  %_3 = load ptr, ptr %self, align 8, !nonnull !4, !align !13, !noundef !4
; call <usize as core::fmt::Display>::fmt
  %_0 = tail call noundef zeroext i1 @_RNvXsi_NtNtNtCsgEmfK2I1SDS_4core3fmt3num3impjNtB9_7Display3fmt(ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) dereferenceable(8) %_3, ptr noalias noundef nonnull align 8 dereferenceable(24) %f)
  ret i1 %_0
}

; <&T as core::fmt::Display>::fmt
; Function Attrs: nonlazybind uwtable
define internal noundef zeroext i1 @"_ZN44_$LT$$RF$T$u20$as$u20$core..fmt..Display$GT$3fmt17hca09e26c56d1141aE"(ptr noalias noundef readonly align 8 captures(none) dereferenceable(8) %self, ptr noalias noundef align 8 dereferenceable(24) %f) unnamed_addr #1 {
start:
  %_3 = load ptr, ptr %self, align 8, !nonnull !4, !align !13, !noundef !4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !14)
  %_3.0.i = load ptr, ptr %_3, align 8, !alias.scope !14, !noalias !17, !nonnull !4, !align !12, !noundef !4
  %0 = getelementptr inbounds nuw i8, ptr %_3, i64 8
  %_3.1.i = load i64, ptr %0, align 8, !alias.scope !14, !noalias !17, !noundef !4
; call <str as core::fmt::Display>::fmt
  %_0.i = tail call noundef zeroext i1 @_RNvXsi_NtCsgEmfK2I1SDS_4core3fmteNtB5_7Display3fmt(ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) %_3.0.i, i64 noundef %_3.1.i, ptr noalias noundef nonnull align 8 dereferenceable(24) %f), !noalias !14
  ret i1 %_0.i
}

; core::ops::function::FnOnce::call_once{{vtable.shim}}
; Function Attrs: inlinehint nonlazybind uwtable
define internal noundef i32 @"_ZN4core3ops8function6FnOnce40call_once$u7b$$u7b$vtable.shim$u7d$$u7d$17hf2d6962484ac5197E"(ptr noundef readonly captures(none) %_1) unnamed_addr #0 personality ptr @rust_eh_personality {
start:
  %0 = load ptr, ptr %_1, align 8, !nonnull !4, !noundef !4
; call std::sys::backtrace::__rust_begin_short_backtrace
  tail call fastcc void @_ZN3std3sys9backtrace28__rust_begin_short_backtrace17h562f8452234f0664E(ptr noundef nonnull readonly %0) #26, !noalias !19
  ret i32 0
}

; core::ptr::drop_in_place<alloc::vec::Vec<alloc::string::String>>
; Function Attrs: nounwind nonlazybind uwtable
define internal fastcc void @"_ZN4core3ptr65drop_in_place$LT$alloc..vec..Vec$LT$alloc..string..String$GT$$GT$17hbee6a2f22c88fe5dE"(ptr noalias noundef nonnull readonly align 8 captures(none) dereferenceable(24) %_1) unnamed_addr #3 personality ptr @rust_eh_personality {
start:
  tail call void @llvm.experimental.noalias.scope.decl(metadata !22)
  %0 = getelementptr inbounds nuw i8, ptr %_1, i64 8
  %_5.i = load ptr, ptr %0, align 8, !alias.scope !22, !nonnull !4, !noundef !4
  %1 = getelementptr inbounds nuw i8, ptr %_1, i64 16
  %len.i = load i64, ptr %1, align 8, !alias.scope !22, !noundef !4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !25)
  %_710.i.i = icmp eq i64 %len.i, 0
  br i1 %_710.i.i, label %bb4, label %bb5.i.i

bb5.i.i:                                          ; preds = %start, %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h482fabe418f4b002E.exit.i.i"
  %_3.sroa.0.011.i.i = phi i64 [ %2, %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h482fabe418f4b002E.exit.i.i" ], [ 0, %start ]
  %_6.i.i = getelementptr inbounds nuw %"alloc::string::String", ptr %_5.i, i64 %_3.sroa.0.011.i.i
  %2 = add nuw i64 %_3.sroa.0.011.i.i, 1
  tail call void @llvm.experimental.noalias.scope.decl(metadata !28)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !31)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !34)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !37)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !40)
  %self1.i.i.i.i1.i.i.i.i = load i64, ptr %_6.i.i, align 8, !range !43, !alias.scope !44, !noalias !47, !noundef !4
  %3 = icmp eq i64 %self1.i.i.i.i1.i.i.i.i, 0
  br i1 %3, label %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h482fabe418f4b002E.exit.i.i", label %bb2.i.i.i2.i.i.i.i

bb2.i.i.i2.i.i.i.i:                               ; preds = %bb5.i.i
  %4 = getelementptr inbounds nuw i8, ptr %_6.i.i, i64 8
  %self3.i.i.i.i3.i.i.i.i = load ptr, ptr %4, align 8, !alias.scope !44, !noalias !47, !nonnull !4, !noundef !4
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %self3.i.i.i.i3.i.i.i.i, i64 noundef %self1.i.i.i.i1.i.i.i.i, i64 noundef range(i64 1, -9223372036854775807) 1) #27, !noalias !49
  br label %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h482fabe418f4b002E.exit.i.i"

"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h482fabe418f4b002E.exit.i.i": ; preds = %bb2.i.i.i2.i.i.i.i, %bb5.i.i
  %_7.i.i = icmp eq i64 %2, %len.i
  br i1 %_7.i.i, label %bb4, label %bb5.i.i

bb4:                                              ; preds = %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h482fabe418f4b002E.exit.i.i", %start
  tail call void @llvm.experimental.noalias.scope.decl(metadata !50)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !53)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !56)
  %self1.i.i.i.i1 = load i64, ptr %_1, align 8, !range !43, !alias.scope !59, !noalias !62, !noundef !4
  %5 = icmp eq i64 %self1.i.i.i.i1, 0
  br i1 %5, label %"_ZN4core3ptr72drop_in_place$LT$alloc..raw_vec..RawVec$LT$alloc..string..String$GT$$GT$17h90f8db944d366817E.exit5", label %bb2.i.i.i2

bb2.i.i.i2:                                       ; preds = %bb4
  %alloc_size.i.i.i.i3 = mul nuw i64 %self1.i.i.i.i1, 24
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %_5.i, i64 noundef %alloc_size.i.i.i.i3, i64 noundef range(i64 1, -9223372036854775807) 8) #27, !noalias !64
  br label %"_ZN4core3ptr72drop_in_place$LT$alloc..raw_vec..RawVec$LT$alloc..string..String$GT$$GT$17h90f8db944d366817E.exit5"

"_ZN4core3ptr72drop_in_place$LT$alloc..raw_vec..RawVec$LT$alloc..string..String$GT$$GT$17h90f8db944d366817E.exit5": ; preds = %bb4, %bb2.i.i.i2
  ret void
}

; core::slice::sort::shared::pivot::median3_rec
; Function Attrs: nofree nounwind nonlazybind memory(read, inaccessiblemem: readwrite, target_mem0: none, target_mem1: none) uwtable
define internal fastcc noundef nonnull ptr @_ZN4core5slice4sort6shared5pivot11median3_rec17h2316666419aa4d6aE(ptr noundef nonnull %0, ptr noundef nonnull %1, ptr noundef nonnull %2, i64 noundef range(i64 0, 144115188075855872) %n) unnamed_addr #4 personality ptr @rust_eh_personality {
start:
  %_6 = icmp samesign ugt i64 %n, 7
  br i1 %_6, label %bb1, label %bb6

bb1:                                              ; preds = %start
  %n84 = lshr i64 %n, 3
  %count = shl nuw nsw i64 %n84, 2
  %_10 = getelementptr inbounds nuw ptr, ptr %0, i64 %count
  %count1 = mul nuw nsw i64 %n84, 7
  %_13 = getelementptr inbounds nuw ptr, ptr %0, i64 %count1
; call core::slice::sort::shared::pivot::median3_rec
  %3 = tail call fastcc noundef ptr @_ZN4core5slice4sort6shared5pivot11median3_rec17h2316666419aa4d6aE(ptr noundef %0, ptr noundef %_10, ptr noundef %_13, i64 noundef %n84)
  %_16 = getelementptr inbounds nuw ptr, ptr %1, i64 %count
  %_18 = getelementptr inbounds nuw ptr, ptr %1, i64 %count1
; call core::slice::sort::shared::pivot::median3_rec
  %4 = tail call fastcc noundef ptr @_ZN4core5slice4sort6shared5pivot11median3_rec17h2316666419aa4d6aE(ptr noundef %1, ptr noundef %_16, ptr noundef %_18, i64 noundef %n84)
  %_20 = getelementptr inbounds nuw ptr, ptr %2, i64 %count
  %_22 = getelementptr inbounds nuw ptr, ptr %2, i64 %count1
; call core::slice::sort::shared::pivot::median3_rec
  %5 = tail call fastcc noundef ptr @_ZN4core5slice4sort6shared5pivot11median3_rec17h2316666419aa4d6aE(ptr noundef %2, ptr noundef %_20, ptr noundef %_22, i64 noundef %n84)
  br label %bb6

bb6:                                              ; preds = %start, %bb1
  %c.sroa.0.0 = phi ptr [ %5, %bb1 ], [ %2, %start ]
  %b.sroa.0.0 = phi ptr [ %4, %bb1 ], [ %1, %start ]
  %a.sroa.0.0 = phi ptr [ %3, %bb1 ], [ %0, %start ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !65)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !68)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !70), !noalias !73
  tail call void @llvm.experimental.noalias.scope.decl(metadata !76), !noalias !73
  %_3.i.i = load ptr, ptr %a.sroa.0.0, align 8, !alias.scope !78, !noalias !79, !nonnull !4, !align !13, !noundef !4
  %_4.i.i = load ptr, ptr %b.sroa.0.0, align 8, !alias.scope !80, !noalias !81, !nonnull !4, !align !13, !noundef !4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !82), !noalias !73
  tail call void @llvm.experimental.noalias.scope.decl(metadata !85), !noalias !73
  tail call void @llvm.experimental.noalias.scope.decl(metadata !87), !noalias !73
  tail call void @llvm.experimental.noalias.scope.decl(metadata !90), !noalias !73
  %_3.0.i.i.i.i = load ptr, ptr %_3.i.i, align 8, !alias.scope !92, !noalias !93, !nonnull !4, !align !12, !noundef !4
  %6 = getelementptr inbounds nuw i8, ptr %_3.i.i, i64 8
  %_3.1.i.i.i.i = load i64, ptr %6, align 8, !alias.scope !92, !noalias !93, !noundef !4
  %_4.0.i.i.i.i = load ptr, ptr %_4.i.i, align 8, !alias.scope !94, !noalias !95, !nonnull !4, !align !12, !noundef !4
  %7 = getelementptr inbounds nuw i8, ptr %_4.i.i, i64 8
  %_4.1.i.i.i.i = load i64, ptr %7, align 8, !alias.scope !94, !noalias !95, !noundef !4
  %spec.store.select.i.i.i.i.i.i.i.i = tail call i64 @llvm.umin.i64(i64 %_3.1.i.i.i.i, i64 %_4.1.i.i.i.i)
  %8 = tail call i32 @memcmp(ptr nonnull readonly align 1 %_3.0.i.i.i.i, ptr nonnull readonly align 1 %_4.0.i.i.i.i, i64 %spec.store.select.i.i.i.i.i.i.i.i), !alias.scope !96, !noalias !109
  %9 = sext i32 %8 to i64
  %10 = icmp eq i32 %8, 0
  %diff.i.i.i.i.i.i.i.i = sub i64 %_3.1.i.i.i.i, %_4.1.i.i.i.i
  %spec.select.i.i.i.i.i.i.i.i = select i1 %10, i64 %diff.i.i.i.i.i.i.i.i, i64 %9
  %cond.i.i.i.i.i.i = icmp eq i64 %spec.select.i.i.i.i.i.i.i.i, 0
  br i1 %cond.i.i.i.i.i.i, label %bb3.i.i.i, label %bb4.i.i.i

bb4.i.i.i:                                        ; preds = %bb6
  %11 = icmp slt i64 %spec.select.i.i.i.i.i.i.i.i, 0
  br label %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit

bb3.i.i.i:                                        ; preds = %bb6
  %_7.i.i.i = getelementptr inbounds nuw i8, ptr %_3.i.i, i64 16
  %_8.i.i.i = getelementptr inbounds nuw i8, ptr %_4.i.i, i64 16
  tail call void @llvm.experimental.noalias.scope.decl(metadata !110), !noalias !73
  tail call void @llvm.experimental.noalias.scope.decl(metadata !113), !noalias !73
  %_3.i.i.i.i = load i64, ptr %_7.i.i.i, align 8, !alias.scope !115, !noalias !116, !noundef !4
  %_4.i.i.i.i = load i64, ptr %_8.i.i.i, align 8, !alias.scope !117, !noalias !118, !noundef !4
  %_0.i.i.i.i = icmp ult i64 %_3.i.i.i.i, %_4.i.i.i.i
  br label %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit

_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit: ; preds = %bb4.i.i.i, %bb3.i.i.i
  %val.sroa.0.0.i.i.i = phi i1 [ %11, %bb4.i.i.i ], [ %_0.i.i.i.i, %bb3.i.i.i ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !119)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !122)
  %_4.i.i6 = load ptr, ptr %c.sroa.0.0, align 8, !alias.scope !125, !noalias !126, !nonnull !4, !align !13, !noundef !4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !129)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !132)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !134)
  %_4.0.i.i.i.i9 = load ptr, ptr %_4.i.i6, align 8, !alias.scope !137, !noalias !138, !nonnull !4, !align !12, !noundef !4
  %12 = getelementptr inbounds nuw i8, ptr %_4.i.i6, i64 8
  %_4.1.i.i.i.i10 = load i64, ptr %12, align 8, !alias.scope !137, !noalias !138, !noundef !4
  %spec.store.select.i.i.i.i.i.i.i.i11 = tail call i64 @llvm.umin.i64(i64 %_3.1.i.i.i.i, i64 %_4.1.i.i.i.i10)
  %13 = tail call i32 @memcmp(ptr nonnull readonly align 1 %_3.0.i.i.i.i, ptr nonnull readonly align 1 %_4.0.i.i.i.i9, i64 %spec.store.select.i.i.i.i.i.i.i.i11), !alias.scope !140, !noalias !153
  %14 = sext i32 %13 to i64
  %15 = icmp eq i32 %13, 0
  %diff.i.i.i.i.i.i.i.i12 = sub i64 %_3.1.i.i.i.i, %_4.1.i.i.i.i10
  %spec.select.i.i.i.i.i.i.i.i13 = select i1 %15, i64 %diff.i.i.i.i.i.i.i.i12, i64 %14
  %cond.i.i.i.i.i.i14 = icmp eq i64 %spec.select.i.i.i.i.i.i.i.i13, 0
  br i1 %cond.i.i.i.i.i.i14, label %bb3.i.i.i17, label %bb4.i.i.i15

bb4.i.i.i15:                                      ; preds = %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit
  %16 = icmp slt i64 %spec.select.i.i.i.i.i.i.i.i13, 0
  br label %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit23

bb3.i.i.i17:                                      ; preds = %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit
  %_7.i.i.i18 = getelementptr inbounds nuw i8, ptr %_3.i.i, i64 16
  %_8.i.i.i19 = getelementptr inbounds nuw i8, ptr %_4.i.i6, i64 16
  tail call void @llvm.experimental.noalias.scope.decl(metadata !154)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !157)
  %_3.i.i.i.i20 = load i64, ptr %_7.i.i.i18, align 8, !alias.scope !159, !noalias !160, !noundef !4
  %_4.i.i.i.i21 = load i64, ptr %_8.i.i.i19, align 8, !alias.scope !161, !noalias !162, !noundef !4
  %_0.i.i.i.i22 = icmp ult i64 %_3.i.i.i.i20, %_4.i.i.i.i21
  br label %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit23

_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit23: ; preds = %bb4.i.i.i15, %bb3.i.i.i17
  %val.sroa.0.0.i.i.i16 = phi i1 [ %16, %bb4.i.i.i15 ], [ %_0.i.i.i.i22, %bb3.i.i.i17 ]
  %17 = xor i1 %val.sroa.0.0.i.i.i, %val.sroa.0.0.i.i.i16
  br i1 %17, label %_ZN4core5slice4sort6shared5pivot7median317h1c88b4a4cff6d65aE.exit, label %bb3.i

bb3.i:                                            ; preds = %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit23
  tail call void @llvm.experimental.noalias.scope.decl(metadata !163)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !166)
  %spec.store.select.i.i.i.i.i.i.i.i30 = tail call i64 @llvm.umin.i64(i64 %_4.1.i.i.i.i, i64 %_4.1.i.i.i.i10)
  %18 = tail call i32 @memcmp(ptr nonnull readonly align 1 %_4.0.i.i.i.i, ptr nonnull readonly align 1 %_4.0.i.i.i.i9, i64 %spec.store.select.i.i.i.i.i.i.i.i30), !alias.scope !168, !noalias !181
  %19 = sext i32 %18 to i64
  %20 = icmp eq i32 %18, 0
  %diff.i.i.i.i.i.i.i.i31 = sub i64 %_4.1.i.i.i.i, %_4.1.i.i.i.i10
  %spec.select.i.i.i.i.i.i.i.i32 = select i1 %20, i64 %diff.i.i.i.i.i.i.i.i31, i64 %19
  %cond.i.i.i.i.i.i33 = icmp eq i64 %spec.select.i.i.i.i.i.i.i.i32, 0
  br i1 %cond.i.i.i.i.i.i33, label %bb3.i.i.i36, label %bb4.i.i.i34

bb4.i.i.i34:                                      ; preds = %bb3.i
  %21 = icmp slt i64 %spec.select.i.i.i.i.i.i.i.i32, 0
  br label %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit42

bb3.i.i.i36:                                      ; preds = %bb3.i
  %_7.i.i.i37 = getelementptr inbounds nuw i8, ptr %_4.i.i, i64 16
  %_8.i.i.i38 = getelementptr inbounds nuw i8, ptr %_4.i.i6, i64 16
  tail call void @llvm.experimental.noalias.scope.decl(metadata !191)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !194)
  %_3.i.i.i.i39 = load i64, ptr %_7.i.i.i37, align 8, !alias.scope !196, !noalias !197, !noundef !4
  %_4.i.i.i.i40 = load i64, ptr %_8.i.i.i38, align 8, !alias.scope !198, !noalias !199, !noundef !4
  %_0.i.i.i.i41 = icmp ult i64 %_3.i.i.i.i39, %_4.i.i.i.i40
  br label %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit42

_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit42: ; preds = %bb4.i.i.i34, %bb3.i.i.i36
  %val.sroa.0.0.i.i.i35 = phi i1 [ %21, %bb4.i.i.i34 ], [ %_0.i.i.i.i41, %bb3.i.i.i36 ]
  %_12.i = xor i1 %val.sroa.0.0.i.i.i, %val.sroa.0.0.i.i.i35
  %c.b.i = select i1 %_12.i, ptr %c.sroa.0.0, ptr %b.sroa.0.0
  br label %_ZN4core5slice4sort6shared5pivot7median317h1c88b4a4cff6d65aE.exit

_ZN4core5slice4sort6shared5pivot7median317h1c88b4a4cff6d65aE.exit: ; preds = %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit23, %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit42
  %_0.sroa.0.0.i = phi ptr [ %a.sroa.0.0, %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit23 ], [ %c.b.i, %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit42 ]
  ret ptr %_0.sroa.0.0.i
}

; core::slice::sort::shared::smallsort::insert_tail
; Function Attrs: nofree norecurse nounwind nonlazybind memory(read, argmem: readwrite, inaccessiblemem: readwrite, target_mem0: none, target_mem1: none) uwtable
define internal fastcc void @_ZN4core5slice4sort6shared9smallsort11insert_tail17hc9a09eb33a6e7a14E(ptr noundef nonnull readnone captures(address) %begin, ptr noundef nonnull captures(address) %tail) unnamed_addr #5 personality ptr @rust_eh_personality {
start:
  %0 = getelementptr inbounds i8, ptr %tail, i64 -8
  tail call void @llvm.experimental.noalias.scope.decl(metadata !200)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !203)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !205)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !208)
  %_3.i.i = load ptr, ptr %tail, align 8, !alias.scope !210, !noalias !211, !nonnull !4, !align !13, !noundef !4
  %_4.i.i = load ptr, ptr %0, align 8, !alias.scope !211, !noalias !210, !nonnull !4, !align !13, !noundef !4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !212)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !215)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !217)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !220)
  %_3.0.i.i.i.i = load ptr, ptr %_3.i.i, align 8, !alias.scope !222, !noalias !223, !nonnull !4, !align !12, !noundef !4
  %1 = getelementptr inbounds nuw i8, ptr %_3.i.i, i64 8
  %_3.1.i.i.i.i = load i64, ptr %1, align 8, !alias.scope !222, !noalias !223, !noundef !4
  %_4.0.i.i.i.i = load ptr, ptr %_4.i.i, align 8, !alias.scope !224, !noalias !225, !nonnull !4, !align !12, !noundef !4
  %2 = getelementptr inbounds nuw i8, ptr %_4.i.i, i64 8
  %_4.1.i.i.i.i = load i64, ptr %2, align 8, !alias.scope !224, !noalias !225, !noundef !4
  %spec.store.select.i.i.i.i.i.i.i.i = tail call i64 @llvm.umin.i64(i64 %_3.1.i.i.i.i, i64 %_4.1.i.i.i.i)
  %3 = tail call i32 @memcmp(ptr nonnull readonly align 1 %_3.0.i.i.i.i, ptr nonnull readonly align 1 %_4.0.i.i.i.i, i64 %spec.store.select.i.i.i.i.i.i.i.i), !alias.scope !226, !noalias !239
  %4 = sext i32 %3 to i64
  %5 = icmp eq i32 %3, 0
  %diff.i.i.i.i.i.i.i.i = sub i64 %_3.1.i.i.i.i, %_4.1.i.i.i.i
  %spec.select.i.i.i.i.i.i.i.i = select i1 %5, i64 %diff.i.i.i.i.i.i.i.i, i64 %4
  %cond.i.i.i.i.i.i = icmp eq i64 %spec.select.i.i.i.i.i.i.i.i, 0
  %6 = ptrtoint ptr %_4.i.i to i64
  br i1 %cond.i.i.i.i.i.i, label %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit, label %bb4.i.i.i

bb4.i.i.i:                                        ; preds = %start
  %7 = icmp slt i64 %spec.select.i.i.i.i.i.i.i.i, 0
  br i1 %7, label %bb2, label %bb12

_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit: ; preds = %start
  %_7.i.i.i = getelementptr inbounds nuw i8, ptr %_3.i.i, i64 16
  %_8.i.i.i = getelementptr inbounds nuw i8, ptr %_4.i.i, i64 16
  tail call void @llvm.experimental.noalias.scope.decl(metadata !240)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !243)
  %_3.i.i.i.i = load i64, ptr %_7.i.i.i, align 8, !alias.scope !245, !noalias !246, !noundef !4
  %_4.i.i.i.i = load i64, ptr %_8.i.i.i, align 8, !alias.scope !247, !noalias !248, !noundef !4
  %_0.i.i.i.i = icmp ult i64 %_3.i.i.i.i, %_4.i.i.i.i
  br i1 %_0.i.i.i.i, label %bb2, label %bb12

bb2:                                              ; preds = %bb4.i.i.i, %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit
  store i64 %6, ptr %tail, align 8
  %_1824 = icmp eq ptr %0, %begin
  br i1 %_1824, label %bb10, label %bb6.lr.ph

bb6.lr.ph:                                        ; preds = %bb2
  %_7.i.i.i14 = getelementptr inbounds nuw i8, ptr %_3.i.i, i64 16
  br label %bb6

bb12:                                             ; preds = %bb4.i.i.i, %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit, %bb10
  ret void

bb6:                                              ; preds = %bb6.lr.ph, %bb4.backedge
  %sift.sroa.0.025 = phi ptr [ %0, %bb6.lr.ph ], [ %8, %bb4.backedge ]
  %8 = getelementptr inbounds i8, ptr %sift.sroa.0.025, i64 -8
  tail call void @llvm.experimental.noalias.scope.decl(metadata !249)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !252)
  %_4.i.i2 = load ptr, ptr %8, align 8, !alias.scope !255, !noalias !256, !nonnull !4, !align !13, !noundef !4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !259)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !262)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !264)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !267)
  %_3.0.i.i.i.i3 = load ptr, ptr %_3.i.i, align 8, !alias.scope !269, !noalias !270, !nonnull !4, !align !12, !noundef !4
  %_3.1.i.i.i.i4 = load i64, ptr %1, align 8, !alias.scope !269, !noalias !270, !noundef !4
  %_4.0.i.i.i.i5 = load ptr, ptr %_4.i.i2, align 8, !alias.scope !271, !noalias !272, !nonnull !4, !align !12, !noundef !4
  %9 = getelementptr inbounds nuw i8, ptr %_4.i.i2, i64 8
  %_4.1.i.i.i.i6 = load i64, ptr %9, align 8, !alias.scope !271, !noalias !272, !noundef !4
  %spec.store.select.i.i.i.i.i.i.i.i7 = tail call i64 @llvm.umin.i64(i64 %_3.1.i.i.i.i4, i64 %_4.1.i.i.i.i6)
  %10 = tail call i32 @memcmp(ptr nonnull readonly align 1 %_3.0.i.i.i.i3, ptr nonnull readonly align 1 %_4.0.i.i.i.i5, i64 %spec.store.select.i.i.i.i.i.i.i.i7), !alias.scope !273, !noalias !286
  %11 = sext i32 %10 to i64
  %12 = icmp eq i32 %10, 0
  %diff.i.i.i.i.i.i.i.i8 = sub i64 %_3.1.i.i.i.i4, %_4.1.i.i.i.i6
  %spec.select.i.i.i.i.i.i.i.i9 = select i1 %12, i64 %diff.i.i.i.i.i.i.i.i8, i64 %11
  %cond.i.i.i.i.i.i10 = icmp eq i64 %spec.select.i.i.i.i.i.i.i.i9, 0
  %13 = ptrtoint ptr %_4.i.i2 to i64
  br i1 %cond.i.i.i.i.i.i10, label %bb7, label %bb4.i.i.i11

bb4.i.i.i11:                                      ; preds = %bb6
  %14 = icmp slt i64 %spec.select.i.i.i.i.i.i.i.i9, 0
  br i1 %14, label %bb4.backedge, label %bb10

bb7:                                              ; preds = %bb6
  %_8.i.i.i15 = getelementptr inbounds nuw i8, ptr %_4.i.i2, i64 16
  tail call void @llvm.experimental.noalias.scope.decl(metadata !287)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !290)
  %_3.i.i.i.i16 = load i64, ptr %_7.i.i.i14, align 8, !alias.scope !292, !noalias !293, !noundef !4
  %_4.i.i.i.i17 = load i64, ptr %_8.i.i.i15, align 8, !alias.scope !294, !noalias !295, !noundef !4
  %_0.i.i.i.i18 = icmp ult i64 %_3.i.i.i.i16, %_4.i.i.i.i17
  br i1 %_0.i.i.i.i18, label %bb4.backedge, label %bb10

bb4.backedge:                                     ; preds = %bb7, %bb4.i.i.i11
  store i64 %13, ptr %sift.sroa.0.025, align 8
  %_18 = icmp eq ptr %8, %begin
  br i1 %_18, label %bb10, label %bb6

bb10:                                             ; preds = %bb4.backedge, %bb7, %bb4.i.i.i11, %bb2
  %sift.sroa.0.0.lcssa = phi ptr [ %0, %bb2 ], [ %sift.sroa.0.025, %bb4.i.i.i11 ], [ %sift.sroa.0.025, %bb7 ], [ %8, %bb4.backedge ]
  %15 = ptrtoint ptr %_3.i.i to i64
  store i64 %15, ptr %sift.sroa.0.0.lcssa, align 8, !noalias !296
  br label %bb12
}

; core::slice::sort::shared::smallsort::sort4_stable
; Function Attrs: mustprogress nofree norecurse nounwind nonlazybind willreturn memory(read, argmem: readwrite, inaccessiblemem: readwrite, target_mem0: none, target_mem1: none) uwtable
define internal fastcc void @_ZN4core5slice4sort6shared9smallsort12sort4_stable17h05baa65c637cb9bdE(ptr noundef nonnull readonly captures(none) %v_base, ptr noundef nonnull writeonly captures(none) initializes((0, 32)) %dst) unnamed_addr #6 personality ptr @rust_eh_personality {
start:
  %_7 = getelementptr inbounds nuw i8, ptr %v_base, i64 8
  tail call void @llvm.experimental.noalias.scope.decl(metadata !301)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !304)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !306)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !309)
  %_3.i.i = load ptr, ptr %_7, align 8, !alias.scope !311, !noalias !312, !nonnull !4, !align !13, !noundef !4
  %_4.i.i = load ptr, ptr %v_base, align 8, !alias.scope !312, !noalias !311, !nonnull !4, !align !13, !noundef !4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !313)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !316)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !318)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !321)
  %_3.0.i.i.i.i = load ptr, ptr %_3.i.i, align 8, !alias.scope !323, !noalias !324, !nonnull !4, !align !12, !noundef !4
  %0 = getelementptr inbounds nuw i8, ptr %_3.i.i, i64 8
  %_3.1.i.i.i.i = load i64, ptr %0, align 8, !alias.scope !323, !noalias !324, !noundef !4
  %_4.0.i.i.i.i = load ptr, ptr %_4.i.i, align 8, !alias.scope !325, !noalias !326, !nonnull !4, !align !12, !noundef !4
  %1 = getelementptr inbounds nuw i8, ptr %_4.i.i, i64 8
  %_4.1.i.i.i.i = load i64, ptr %1, align 8, !alias.scope !325, !noalias !326, !noundef !4
  %spec.store.select.i.i.i.i.i.i.i.i = tail call i64 @llvm.umin.i64(i64 %_3.1.i.i.i.i, i64 %_4.1.i.i.i.i)
  %2 = tail call i32 @memcmp(ptr nonnull readonly align 1 %_3.0.i.i.i.i, ptr nonnull readonly align 1 %_4.0.i.i.i.i, i64 %spec.store.select.i.i.i.i.i.i.i.i), !alias.scope !327, !noalias !340
  %3 = sext i32 %2 to i64
  %4 = icmp eq i32 %2, 0
  %diff.i.i.i.i.i.i.i.i = sub i64 %_3.1.i.i.i.i, %_4.1.i.i.i.i
  %spec.select.i.i.i.i.i.i.i.i = select i1 %4, i64 %diff.i.i.i.i.i.i.i.i, i64 %3
  %cond.i.i.i.i.i.i = icmp eq i64 %spec.select.i.i.i.i.i.i.i.i, 0
  br i1 %cond.i.i.i.i.i.i, label %bb3.i.i.i, label %bb4.i.i.i

bb4.i.i.i:                                        ; preds = %start
  %5 = icmp slt i64 %spec.select.i.i.i.i.i.i.i.i, 0
  br label %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit

bb3.i.i.i:                                        ; preds = %start
  %_7.i.i.i = getelementptr inbounds nuw i8, ptr %_3.i.i, i64 16
  %_8.i.i.i = getelementptr inbounds nuw i8, ptr %_4.i.i, i64 16
  tail call void @llvm.experimental.noalias.scope.decl(metadata !341)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !344)
  %_3.i.i.i.i = load i64, ptr %_7.i.i.i, align 8, !alias.scope !346, !noalias !347, !noundef !4
  %_4.i.i.i.i = load i64, ptr %_8.i.i.i, align 8, !alias.scope !348, !noalias !349, !noundef !4
  %_0.i.i.i.i = icmp ult i64 %_3.i.i.i.i, %_4.i.i.i.i
  br label %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit

_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit: ; preds = %bb4.i.i.i, %bb3.i.i.i
  %val.sroa.0.0.i.i.i = phi i1 [ %5, %bb4.i.i.i ], [ %_0.i.i.i.i, %bb3.i.i.i ]
  %_12 = getelementptr inbounds nuw i8, ptr %v_base, i64 24
  %_14 = getelementptr inbounds nuw i8, ptr %v_base, i64 16
  tail call void @llvm.experimental.noalias.scope.decl(metadata !350)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !353)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !355)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !358)
  %_3.i.i7 = load ptr, ptr %_12, align 8, !alias.scope !360, !noalias !361, !nonnull !4, !align !13, !noundef !4
  %_4.i.i8 = load ptr, ptr %_14, align 8, !alias.scope !361, !noalias !360, !nonnull !4, !align !13, !noundef !4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !362)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !365)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !367)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !370)
  %_3.0.i.i.i.i9 = load ptr, ptr %_3.i.i7, align 8, !alias.scope !372, !noalias !373, !nonnull !4, !align !12, !noundef !4
  %6 = getelementptr inbounds nuw i8, ptr %_3.i.i7, i64 8
  %_3.1.i.i.i.i10 = load i64, ptr %6, align 8, !alias.scope !372, !noalias !373, !noundef !4
  %_4.0.i.i.i.i11 = load ptr, ptr %_4.i.i8, align 8, !alias.scope !374, !noalias !375, !nonnull !4, !align !12, !noundef !4
  %7 = getelementptr inbounds nuw i8, ptr %_4.i.i8, i64 8
  %_4.1.i.i.i.i12 = load i64, ptr %7, align 8, !alias.scope !374, !noalias !375, !noundef !4
  %spec.store.select.i.i.i.i.i.i.i.i13 = tail call i64 @llvm.umin.i64(i64 %_3.1.i.i.i.i10, i64 %_4.1.i.i.i.i12)
  %8 = tail call i32 @memcmp(ptr nonnull readonly align 1 %_3.0.i.i.i.i9, ptr nonnull readonly align 1 %_4.0.i.i.i.i11, i64 %spec.store.select.i.i.i.i.i.i.i.i13), !alias.scope !376, !noalias !389
  %9 = sext i32 %8 to i64
  %10 = icmp eq i32 %8, 0
  %diff.i.i.i.i.i.i.i.i14 = sub i64 %_3.1.i.i.i.i10, %_4.1.i.i.i.i12
  %spec.select.i.i.i.i.i.i.i.i15 = select i1 %10, i64 %diff.i.i.i.i.i.i.i.i14, i64 %9
  %cond.i.i.i.i.i.i16 = icmp eq i64 %spec.select.i.i.i.i.i.i.i.i15, 0
  br i1 %cond.i.i.i.i.i.i16, label %bb3.i.i.i19, label %bb4.i.i.i17

bb4.i.i.i17:                                      ; preds = %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit
  %11 = icmp slt i64 %spec.select.i.i.i.i.i.i.i.i15, 0
  br label %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit25

bb3.i.i.i19:                                      ; preds = %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit
  %_7.i.i.i20 = getelementptr inbounds nuw i8, ptr %_3.i.i7, i64 16
  %_8.i.i.i21 = getelementptr inbounds nuw i8, ptr %_4.i.i8, i64 16
  tail call void @llvm.experimental.noalias.scope.decl(metadata !390)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !393)
  %_3.i.i.i.i22 = load i64, ptr %_7.i.i.i20, align 8, !alias.scope !395, !noalias !396, !noundef !4
  %_4.i.i.i.i23 = load i64, ptr %_8.i.i.i21, align 8, !alias.scope !397, !noalias !398, !noundef !4
  %_0.i.i.i.i24 = icmp ult i64 %_3.i.i.i.i22, %_4.i.i.i.i23
  br label %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit25

_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit25: ; preds = %bb4.i.i.i17, %bb3.i.i.i19
  %val.sroa.0.0.i.i.i18 = phi i1 [ %11, %bb4.i.i.i17 ], [ %_0.i.i.i.i24, %bb3.i.i.i19 ]
  %count = zext i1 %val.sroa.0.0.i.i.i to i64
  %a = getelementptr inbounds nuw ptr, ptr %v_base, i64 %count
  %_19 = xor i1 %val.sroa.0.0.i.i.i, true
  %count1 = zext i1 %_19 to i64
  %b = getelementptr inbounds nuw ptr, ptr %v_base, i64 %count1
  %count2 = select i1 %val.sroa.0.0.i.i.i18, i64 3, i64 2
  %c = getelementptr inbounds nuw ptr, ptr %v_base, i64 %count2
  %count3 = select i1 %val.sroa.0.0.i.i.i18, i64 2, i64 3
  %d = getelementptr inbounds nuw ptr, ptr %v_base, i64 %count3
  tail call void @llvm.experimental.noalias.scope.decl(metadata !399)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !402)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !404)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !407)
  %_3.i.i26 = load ptr, ptr %c, align 8, !alias.scope !409, !noalias !410, !nonnull !4, !align !13, !noundef !4
  %_4.i.i27 = load ptr, ptr %a, align 8, !alias.scope !410, !noalias !409, !nonnull !4, !align !13, !noundef !4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !411)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !414)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !416)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !419)
  %_3.0.i.i.i.i28 = load ptr, ptr %_3.i.i26, align 8, !alias.scope !421, !noalias !422, !nonnull !4, !align !12, !noundef !4
  %12 = getelementptr inbounds nuw i8, ptr %_3.i.i26, i64 8
  %_3.1.i.i.i.i29 = load i64, ptr %12, align 8, !alias.scope !421, !noalias !422, !noundef !4
  %_4.0.i.i.i.i30 = load ptr, ptr %_4.i.i27, align 8, !alias.scope !423, !noalias !424, !nonnull !4, !align !12, !noundef !4
  %13 = getelementptr inbounds nuw i8, ptr %_4.i.i27, i64 8
  %_4.1.i.i.i.i31 = load i64, ptr %13, align 8, !alias.scope !423, !noalias !424, !noundef !4
  %spec.store.select.i.i.i.i.i.i.i.i32 = tail call i64 @llvm.umin.i64(i64 %_3.1.i.i.i.i29, i64 %_4.1.i.i.i.i31)
  %14 = tail call i32 @memcmp(ptr nonnull readonly align 1 %_3.0.i.i.i.i28, ptr nonnull readonly align 1 %_4.0.i.i.i.i30, i64 %spec.store.select.i.i.i.i.i.i.i.i32), !alias.scope !425, !noalias !438
  %15 = sext i32 %14 to i64
  %16 = icmp eq i32 %14, 0
  %diff.i.i.i.i.i.i.i.i33 = sub i64 %_3.1.i.i.i.i29, %_4.1.i.i.i.i31
  %spec.select.i.i.i.i.i.i.i.i34 = select i1 %16, i64 %diff.i.i.i.i.i.i.i.i33, i64 %15
  %cond.i.i.i.i.i.i35 = icmp eq i64 %spec.select.i.i.i.i.i.i.i.i34, 0
  br i1 %cond.i.i.i.i.i.i35, label %bb3.i.i.i38, label %bb4.i.i.i36

bb4.i.i.i36:                                      ; preds = %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit25
  %17 = icmp slt i64 %spec.select.i.i.i.i.i.i.i.i34, 0
  br label %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit44

bb3.i.i.i38:                                      ; preds = %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit25
  %_7.i.i.i39 = getelementptr inbounds nuw i8, ptr %_3.i.i26, i64 16
  %_8.i.i.i40 = getelementptr inbounds nuw i8, ptr %_4.i.i27, i64 16
  tail call void @llvm.experimental.noalias.scope.decl(metadata !439)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !442)
  %_3.i.i.i.i41 = load i64, ptr %_7.i.i.i39, align 8, !alias.scope !444, !noalias !445, !noundef !4
  %_4.i.i.i.i42 = load i64, ptr %_8.i.i.i40, align 8, !alias.scope !446, !noalias !447, !noundef !4
  %_0.i.i.i.i43 = icmp ult i64 %_3.i.i.i.i41, %_4.i.i.i.i42
  br label %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit44

_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit44: ; preds = %bb4.i.i.i36, %bb3.i.i.i38
  %val.sroa.0.0.i.i.i37 = phi i1 [ %17, %bb4.i.i.i36 ], [ %_0.i.i.i.i43, %bb3.i.i.i38 ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !448)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !451)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !453)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !456)
  %_3.i.i45 = load ptr, ptr %d, align 8, !alias.scope !458, !noalias !459, !nonnull !4, !align !13, !noundef !4
  %_4.i.i46 = load ptr, ptr %b, align 8, !alias.scope !459, !noalias !458, !nonnull !4, !align !13, !noundef !4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !460)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !463)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !465)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !468)
  %_3.0.i.i.i.i47 = load ptr, ptr %_3.i.i45, align 8, !alias.scope !470, !noalias !471, !nonnull !4, !align !12, !noundef !4
  %18 = getelementptr inbounds nuw i8, ptr %_3.i.i45, i64 8
  %_3.1.i.i.i.i48 = load i64, ptr %18, align 8, !alias.scope !470, !noalias !471, !noundef !4
  %_4.0.i.i.i.i49 = load ptr, ptr %_4.i.i46, align 8, !alias.scope !472, !noalias !473, !nonnull !4, !align !12, !noundef !4
  %19 = getelementptr inbounds nuw i8, ptr %_4.i.i46, i64 8
  %_4.1.i.i.i.i50 = load i64, ptr %19, align 8, !alias.scope !472, !noalias !473, !noundef !4
  %spec.store.select.i.i.i.i.i.i.i.i51 = tail call i64 @llvm.umin.i64(i64 %_3.1.i.i.i.i48, i64 %_4.1.i.i.i.i50)
  %20 = tail call i32 @memcmp(ptr nonnull readonly align 1 %_3.0.i.i.i.i47, ptr nonnull readonly align 1 %_4.0.i.i.i.i49, i64 %spec.store.select.i.i.i.i.i.i.i.i51), !alias.scope !474, !noalias !487
  %21 = sext i32 %20 to i64
  %22 = icmp eq i32 %20, 0
  %diff.i.i.i.i.i.i.i.i52 = sub i64 %_3.1.i.i.i.i48, %_4.1.i.i.i.i50
  %spec.select.i.i.i.i.i.i.i.i53 = select i1 %22, i64 %diff.i.i.i.i.i.i.i.i52, i64 %21
  %cond.i.i.i.i.i.i54 = icmp eq i64 %spec.select.i.i.i.i.i.i.i.i53, 0
  br i1 %cond.i.i.i.i.i.i54, label %bb3.i.i.i57, label %bb4.i.i.i55

bb4.i.i.i55:                                      ; preds = %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit44
  %23 = icmp slt i64 %spec.select.i.i.i.i.i.i.i.i53, 0
  br label %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit63

bb3.i.i.i57:                                      ; preds = %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit44
  %_7.i.i.i58 = getelementptr inbounds nuw i8, ptr %_3.i.i45, i64 16
  %_8.i.i.i59 = getelementptr inbounds nuw i8, ptr %_4.i.i46, i64 16
  tail call void @llvm.experimental.noalias.scope.decl(metadata !488)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !491)
  %_3.i.i.i.i60 = load i64, ptr %_7.i.i.i58, align 8, !alias.scope !493, !noalias !494, !noundef !4
  %_4.i.i.i.i61 = load i64, ptr %_8.i.i.i59, align 8, !alias.scope !495, !noalias !496, !noundef !4
  %_0.i.i.i.i62 = icmp ult i64 %_3.i.i.i.i60, %_4.i.i.i.i61
  br label %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit63

_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit63: ; preds = %bb4.i.i.i55, %bb3.i.i.i57
  %val.sroa.0.0.i.i.i56 = phi i1 [ %23, %bb4.i.i.i55 ], [ %_0.i.i.i.i62, %bb3.i.i.i57 ]
  %24 = select i1 %val.sroa.0.0.i.i.i56, ptr %c, ptr %b, !unpredictable !4
  %25 = select i1 %val.sroa.0.0.i.i.i37, ptr %a, ptr %24, !unpredictable !4
  %26 = select i1 %val.sroa.0.0.i.i.i37, ptr %b, ptr %c, !unpredictable !4
  %27 = select i1 %val.sroa.0.0.i.i.i56, ptr %d, ptr %26, !unpredictable !4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !497)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !500)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !502)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !505)
  %_3.i.i64 = load ptr, ptr %27, align 8, !alias.scope !507, !noalias !508, !nonnull !4, !align !13, !noundef !4
  %_4.i.i65 = load ptr, ptr %25, align 8, !alias.scope !508, !noalias !507, !nonnull !4, !align !13, !noundef !4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !509)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !512)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !514)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !517)
  %_3.0.i.i.i.i66 = load ptr, ptr %_3.i.i64, align 8, !alias.scope !519, !noalias !520, !nonnull !4, !align !12, !noundef !4
  %28 = getelementptr inbounds nuw i8, ptr %_3.i.i64, i64 8
  %_3.1.i.i.i.i67 = load i64, ptr %28, align 8, !alias.scope !519, !noalias !520, !noundef !4
  %_4.0.i.i.i.i68 = load ptr, ptr %_4.i.i65, align 8, !alias.scope !521, !noalias !522, !nonnull !4, !align !12, !noundef !4
  %29 = getelementptr inbounds nuw i8, ptr %_4.i.i65, i64 8
  %_4.1.i.i.i.i69 = load i64, ptr %29, align 8, !alias.scope !521, !noalias !522, !noundef !4
  %spec.store.select.i.i.i.i.i.i.i.i70 = tail call i64 @llvm.umin.i64(i64 %_3.1.i.i.i.i67, i64 %_4.1.i.i.i.i69)
  %30 = tail call i32 @memcmp(ptr nonnull readonly align 1 %_3.0.i.i.i.i66, ptr nonnull readonly align 1 %_4.0.i.i.i.i68, i64 %spec.store.select.i.i.i.i.i.i.i.i70), !alias.scope !523, !noalias !536
  %31 = sext i32 %30 to i64
  %32 = icmp eq i32 %30, 0
  %diff.i.i.i.i.i.i.i.i71 = sub i64 %_3.1.i.i.i.i67, %_4.1.i.i.i.i69
  %spec.select.i.i.i.i.i.i.i.i72 = select i1 %32, i64 %diff.i.i.i.i.i.i.i.i71, i64 %31
  %cond.i.i.i.i.i.i73 = icmp eq i64 %spec.select.i.i.i.i.i.i.i.i72, 0
  br i1 %cond.i.i.i.i.i.i73, label %bb3.i.i.i76, label %bb4.i.i.i74

bb4.i.i.i74:                                      ; preds = %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit63
  %33 = icmp slt i64 %spec.select.i.i.i.i.i.i.i.i72, 0
  br label %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit82

bb3.i.i.i76:                                      ; preds = %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit63
  %_7.i.i.i77 = getelementptr inbounds nuw i8, ptr %_3.i.i64, i64 16
  %_8.i.i.i78 = getelementptr inbounds nuw i8, ptr %_4.i.i65, i64 16
  tail call void @llvm.experimental.noalias.scope.decl(metadata !537)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !540)
  %_3.i.i.i.i79 = load i64, ptr %_7.i.i.i77, align 8, !alias.scope !542, !noalias !543, !noundef !4
  %_4.i.i.i.i80 = load i64, ptr %_8.i.i.i78, align 8, !alias.scope !544, !noalias !545, !noundef !4
  %_0.i.i.i.i81 = icmp ult i64 %_3.i.i.i.i79, %_4.i.i.i.i80
  br label %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit82

_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit82: ; preds = %bb4.i.i.i74, %bb3.i.i.i76
  %val.sroa.0.0.i.i.i75 = phi i1 [ %33, %bb4.i.i.i74 ], [ %_0.i.i.i.i81, %bb3.i.i.i76 ]
  %34 = select i1 %val.sroa.0.0.i.i.i56, ptr %b, ptr %d, !unpredictable !4
  %35 = select i1 %val.sroa.0.0.i.i.i37, ptr %c, ptr %a, !unpredictable !4
  %36 = select i1 %val.sroa.0.0.i.i.i75, ptr %27, ptr %25, !unpredictable !4
  %37 = select i1 %val.sroa.0.0.i.i.i75, ptr %25, ptr %27, !unpredictable !4
  %38 = load i64, ptr %35, align 8
  store i64 %38, ptr %dst, align 8
  %dst4 = getelementptr inbounds nuw i8, ptr %dst, i64 8
  %39 = load i64, ptr %36, align 8
  store i64 %39, ptr %dst4, align 8
  %dst5 = getelementptr inbounds nuw i8, ptr %dst, i64 16
  %40 = load i64, ptr %37, align 8
  store i64 %40, ptr %dst5, align 8
  %dst6 = getelementptr inbounds nuw i8, ptr %dst, i64 24
  %41 = load i64, ptr %34, align 8
  store i64 %41, ptr %dst6, align 8
  ret void
}

; core::slice::sort::shared::smallsort::bidirectional_merge
; Function Attrs: nonlazybind uwtable
define internal fastcc void @_ZN4core5slice4sort6shared9smallsort19bidirectional_merge17h1f6524a387db19cdE(ptr noalias noundef nonnull readonly align 8 captures(address) %v.0, i64 noundef range(i64 2, 33) %v.1, ptr noundef writeonly captures(none) %0) unnamed_addr #1 personality ptr @rust_eh_personality {
bb15.preheader:
  %len_div_215 = lshr i64 %v.1, 1
  %count1 = add nsw i64 %v.1, -1
  %1 = getelementptr inbounds nuw ptr, ptr %0, i64 %count1
  %2 = getelementptr inbounds nuw ptr, ptr %v.0, i64 %count1
  %3 = getelementptr ptr, ptr %v.0, i64 %len_div_215
  %4 = getelementptr i8, ptr %3, i64 -8
  br label %bb15

bb16:                                             ; preds = %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit37
  %5 = getelementptr i8, ptr %22, i64 8
  %6 = getelementptr i8, ptr %21, i64 8
  %_43 = and i64 %v.1, 1
  %_22 = icmp eq i64 %_43, 0
  br i1 %_22, label %bb9, label %bb5

bb15:                                             ; preds = %bb15.preheader, %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit37
  %dst.sroa.0.045 = phi ptr [ %_16.i, %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit37 ], [ %0, %bb15.preheader ]
  %iter.sroa.0.044 = phi i64 [ %_39, %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit37 ], [ 0, %bb15.preheader ]
  %left.sroa.0.043 = phi ptr [ %_14.i, %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit37 ], [ %v.0, %bb15.preheader ]
  %right.sroa.0.042 = phi ptr [ %_12.i, %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit37 ], [ %3, %bb15.preheader ]
  %left_rev.sroa.0.041 = phi ptr [ %22, %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit37 ], [ %4, %bb15.preheader ]
  %right_rev.sroa.0.040 = phi ptr [ %21, %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit37 ], [ %2, %bb15.preheader ]
  %dst_rev.sroa.0.039 = phi ptr [ %23, %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit37 ], [ %1, %bb15.preheader ]
  %_39 = add nuw nsw i64 %iter.sroa.0.044, 1
  tail call void @llvm.experimental.noalias.scope.decl(metadata !546)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !549)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !551), !noalias !554
  tail call void @llvm.experimental.noalias.scope.decl(metadata !557), !noalias !554
  %_3.i.i = load ptr, ptr %right.sroa.0.042, align 8, !alias.scope !559, !noalias !560, !nonnull !4, !align !13, !noundef !4
  %_4.i.i = load ptr, ptr %left.sroa.0.043, align 8, !alias.scope !561, !noalias !562, !nonnull !4, !align !13, !noundef !4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !563), !noalias !554
  tail call void @llvm.experimental.noalias.scope.decl(metadata !566), !noalias !554
  tail call void @llvm.experimental.noalias.scope.decl(metadata !568), !noalias !554
  tail call void @llvm.experimental.noalias.scope.decl(metadata !571), !noalias !554
  %_3.0.i.i.i.i = load ptr, ptr %_3.i.i, align 8, !alias.scope !573, !noalias !574, !nonnull !4, !align !12, !noundef !4
  %7 = getelementptr inbounds nuw i8, ptr %_3.i.i, i64 8
  %_3.1.i.i.i.i = load i64, ptr %7, align 8, !alias.scope !573, !noalias !574, !noundef !4
  %_4.0.i.i.i.i = load ptr, ptr %_4.i.i, align 8, !alias.scope !575, !noalias !576, !nonnull !4, !align !12, !noundef !4
  %8 = getelementptr inbounds nuw i8, ptr %_4.i.i, i64 8
  %_4.1.i.i.i.i = load i64, ptr %8, align 8, !alias.scope !575, !noalias !576, !noundef !4
  %spec.store.select.i.i.i.i.i.i.i.i = tail call i64 @llvm.umin.i64(i64 %_3.1.i.i.i.i, i64 %_4.1.i.i.i.i)
  %9 = tail call i32 @memcmp(ptr nonnull readonly align 1 %_3.0.i.i.i.i, ptr nonnull readonly align 1 %_4.0.i.i.i.i, i64 %spec.store.select.i.i.i.i.i.i.i.i), !alias.scope !577, !noalias !590
  %10 = sext i32 %9 to i64
  %11 = icmp eq i32 %9, 0
  %diff.i.i.i.i.i.i.i.i = sub i64 %_3.1.i.i.i.i, %_4.1.i.i.i.i
  %spec.select.i.i.i.i.i.i.i.i = select i1 %11, i64 %diff.i.i.i.i.i.i.i.i, i64 %10
  %cond.i.i.i.i.i.i = icmp eq i64 %spec.select.i.i.i.i.i.i.i.i, 0
  br i1 %cond.i.i.i.i.i.i, label %bb3.i.i.i, label %bb4.i.i.i

bb4.i.i.i:                                        ; preds = %bb15
  %12 = icmp slt i64 %spec.select.i.i.i.i.i.i.i.i, 0
  br label %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit

bb3.i.i.i:                                        ; preds = %bb15
  %_7.i.i.i = getelementptr inbounds nuw i8, ptr %_3.i.i, i64 16
  %_8.i.i.i = getelementptr inbounds nuw i8, ptr %_4.i.i, i64 16
  tail call void @llvm.experimental.noalias.scope.decl(metadata !591), !noalias !554
  tail call void @llvm.experimental.noalias.scope.decl(metadata !594), !noalias !554
  %_3.i.i.i.i = load i64, ptr %_7.i.i.i, align 8, !alias.scope !596, !noalias !597, !noundef !4
  %_4.i.i.i.i = load i64, ptr %_8.i.i.i, align 8, !alias.scope !598, !noalias !599, !noundef !4
  %_0.i.i.i.i = icmp ult i64 %_3.i.i.i.i, %_4.i.i.i.i
  br label %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit

_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit: ; preds = %bb4.i.i.i, %bb3.i.i.i
  %val.sroa.0.0.i.i.i = phi i1 [ %12, %bb4.i.i.i ], [ %_0.i.i.i.i, %bb3.i.i.i ]
  %..i17 = select i1 %val.sroa.0.0.i.i.i, ptr %right.sroa.0.042, ptr %left.sroa.0.043
  %is_l.i18 = xor i1 %val.sroa.0.0.i.i.i, true
  %13 = load i64, ptr %..i17, align 8, !noalias !600
  store i64 %13, ptr %dst.sroa.0.045, align 8, !noalias !600
  %count.i = zext i1 %val.sroa.0.0.i.i.i to i64
  %_12.i = getelementptr inbounds nuw ptr, ptr %right.sroa.0.042, i64 %count.i
  %count2.i = zext i1 %is_l.i18 to i64
  %_14.i = getelementptr inbounds nuw ptr, ptr %left.sroa.0.043, i64 %count2.i
  %_16.i = getelementptr inbounds nuw i8, ptr %dst.sroa.0.045, i64 8
  tail call void @llvm.experimental.noalias.scope.decl(metadata !602)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !605)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !607), !noalias !610
  tail call void @llvm.experimental.noalias.scope.decl(metadata !613), !noalias !610
  %_3.i.i19 = load ptr, ptr %right_rev.sroa.0.040, align 8, !alias.scope !615, !noalias !616, !nonnull !4, !align !13, !noundef !4
  %_4.i.i20 = load ptr, ptr %left_rev.sroa.0.041, align 8, !alias.scope !617, !noalias !618, !nonnull !4, !align !13, !noundef !4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !619), !noalias !610
  tail call void @llvm.experimental.noalias.scope.decl(metadata !622), !noalias !610
  tail call void @llvm.experimental.noalias.scope.decl(metadata !624), !noalias !610
  tail call void @llvm.experimental.noalias.scope.decl(metadata !627), !noalias !610
  %_3.0.i.i.i.i21 = load ptr, ptr %_3.i.i19, align 8, !alias.scope !629, !noalias !630, !nonnull !4, !align !12, !noundef !4
  %14 = getelementptr inbounds nuw i8, ptr %_3.i.i19, i64 8
  %_3.1.i.i.i.i22 = load i64, ptr %14, align 8, !alias.scope !629, !noalias !630, !noundef !4
  %_4.0.i.i.i.i23 = load ptr, ptr %_4.i.i20, align 8, !alias.scope !631, !noalias !632, !nonnull !4, !align !12, !noundef !4
  %15 = getelementptr inbounds nuw i8, ptr %_4.i.i20, i64 8
  %_4.1.i.i.i.i24 = load i64, ptr %15, align 8, !alias.scope !631, !noalias !632, !noundef !4
  %spec.store.select.i.i.i.i.i.i.i.i25 = tail call i64 @llvm.umin.i64(i64 %_3.1.i.i.i.i22, i64 %_4.1.i.i.i.i24)
  %16 = tail call i32 @memcmp(ptr nonnull readonly align 1 %_3.0.i.i.i.i21, ptr nonnull readonly align 1 %_4.0.i.i.i.i23, i64 %spec.store.select.i.i.i.i.i.i.i.i25), !alias.scope !633, !noalias !646
  %17 = sext i32 %16 to i64
  %18 = icmp eq i32 %16, 0
  %diff.i.i.i.i.i.i.i.i26 = sub i64 %_3.1.i.i.i.i22, %_4.1.i.i.i.i24
  %spec.select.i.i.i.i.i.i.i.i27 = select i1 %18, i64 %diff.i.i.i.i.i.i.i.i26, i64 %17
  %cond.i.i.i.i.i.i28 = icmp eq i64 %spec.select.i.i.i.i.i.i.i.i27, 0
  br i1 %cond.i.i.i.i.i.i28, label %bb3.i.i.i31, label %bb4.i.i.i29

bb4.i.i.i29:                                      ; preds = %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit
  %19 = icmp slt i64 %spec.select.i.i.i.i.i.i.i.i27, 0
  br label %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit37

bb3.i.i.i31:                                      ; preds = %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit
  %_7.i.i.i32 = getelementptr inbounds nuw i8, ptr %_3.i.i19, i64 16
  %_8.i.i.i33 = getelementptr inbounds nuw i8, ptr %_4.i.i20, i64 16
  tail call void @llvm.experimental.noalias.scope.decl(metadata !647), !noalias !610
  tail call void @llvm.experimental.noalias.scope.decl(metadata !650), !noalias !610
  %_3.i.i.i.i34 = load i64, ptr %_7.i.i.i32, align 8, !alias.scope !652, !noalias !653, !noundef !4
  %_4.i.i.i.i35 = load i64, ptr %_8.i.i.i33, align 8, !alias.scope !654, !noalias !655, !noundef !4
  %_0.i.i.i.i36 = icmp ult i64 %_3.i.i.i.i34, %_4.i.i.i.i35
  br label %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit37

_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit37: ; preds = %bb4.i.i.i29, %bb3.i.i.i31
  %val.sroa.0.0.i.i.i30 = phi i1 [ %19, %bb4.i.i.i29 ], [ %_0.i.i.i.i36, %bb3.i.i.i31 ]
  %..i = select i1 %val.sroa.0.0.i.i.i30, ptr %left_rev.sroa.0.041, ptr %right_rev.sroa.0.040
  %is_l.i = xor i1 %val.sroa.0.0.i.i.i30, true
  %20 = load i64, ptr %..i, align 8, !noalias !656
  store i64 %20, ptr %dst_rev.sroa.0.039, align 8, !noalias !656
  %count.neg.i = sext i1 %is_l.i to i64
  %21 = getelementptr ptr, ptr %right_rev.sroa.0.040, i64 %count.neg.i
  %count3.neg.i = sext i1 %val.sroa.0.0.i.i.i30 to i64
  %22 = getelementptr ptr, ptr %left_rev.sroa.0.041, i64 %count3.neg.i
  %23 = getelementptr inbounds i8, ptr %dst_rev.sroa.0.039, i64 -8
  %exitcond.not = icmp eq i64 %_39, %len_div_215
  br i1 %exitcond.not, label %bb16, label %bb15

bb5:                                              ; preds = %bb16
  %left_nonempty = icmp ult ptr %_14.i, %5
  %left.sroa.0.0.right.sroa.0.0 = select i1 %left_nonempty, ptr %_14.i, ptr %_12.i
  %24 = load i64, ptr %left.sroa.0.0.right.sroa.0.0, align 8
  store i64 %24, ptr %_16.i, align 8
  %count2 = zext i1 %left_nonempty to i64
  %_26 = getelementptr inbounds nuw ptr, ptr %_14.i, i64 %count2
  %_30 = xor i1 %left_nonempty, true
  %count3 = zext i1 %_30 to i64
  %_28 = getelementptr inbounds nuw ptr, ptr %_12.i, i64 %count3
  br label %bb9

bb9:                                              ; preds = %bb16, %bb5
  %right.sroa.0.1 = phi ptr [ %_12.i, %bb16 ], [ %_28, %bb5 ]
  %left.sroa.0.1 = phi ptr [ %_14.i, %bb16 ], [ %_26, %bb5 ]
  %_31 = icmp ne ptr %left.sroa.0.1, %5
  %_32 = icmp ne ptr %right.sroa.0.1, %6
  %or.cond = select i1 %_31, i1 true, i1 %_32, !prof !658
  br i1 %or.cond, label %bb13, label %bb14, !prof !658

bb14:                                             ; preds = %bb9
  ret void

bb13:                                             ; preds = %bb9
; call core::slice::sort::shared::smallsort::panic_on_ord_violation
  tail call void @_RNvNtNtNtNtCsgEmfK2I1SDS_4core5slice4sort6shared9smallsort22panic_on_ord_violation() #28
  unreachable
}

; core::slice::sort::stable::driftsort_main
; Function Attrs: noinline nonlazybind uwtable
define internal fastcc void @_ZN4core5slice4sort6stable14driftsort_main17hd4ede61978eb54dcE(ptr noalias noundef nonnull align 8 %v.0, i64 noundef range(i64 21, 1152921504606846976) %v.1) unnamed_addr #2 personality ptr @rust_eh_personality {
start:
  %stack_buf = alloca [4096 x i8], align 8
  %_95 = lshr i64 %v.1, 1
  %v1 = sub nsw i64 %v.1, %_95
  %_0.sroa.0.0.i = tail call noundef i64 @llvm.umin.i64(i64 %v.1, i64 1000000)
  %_0.sroa.0.0.i6 = tail call noundef i64 @llvm.umax.i64(i64 %_0.sroa.0.0.i, i64 %v1)
  %_0.sroa.0.0.i7 = tail call noundef i64 @llvm.umax.i64(i64 %_0.sroa.0.0.i6, i64 48)
  call void @llvm.lifetime.start.p0(ptr nonnull %stack_buf)
  %_14 = icmp ugt i64 %_0.sroa.0.0.i6, 512
  br i1 %_14, label %bb4, label %bb8

bb4:                                              ; preds = %start
  %_33.0.i.i.i = shl i64 %_0.sroa.0.0.i7, 3
  %_33.1.i.i.i = icmp ugt i64 %v1, 2305843009213693951
  %_38.not.i.i.i = icmp ugt i64 %_33.0.i.i.i, 9223372036854775800
  %or.cond.i.i.i = or i1 %_33.1.i.i.i, %_38.not.i.i.i
  br i1 %or.cond.i.i.i, label %bb3.i.i, label %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i, !prof !659

_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i: ; preds = %bb4
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  tail call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #27, !noalias !660
; call __rustc::__rust_alloc
  %0 = tail call noundef align 8 ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef range(i64 0, -9223372036854775808) %_33.0.i.i.i, i64 noundef range(i64 1, 9) 8) #27, !noalias !660
  %1 = icmp eq ptr %0, null
  br i1 %1, label %bb3.i.i, label %bb8

bb3.i.i:                                          ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i, %bb4
  %_4.sroa.4.0.ph.i.i = phi i64 [ 8, %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i ], [ 0, %bb4 ]
; call alloc::raw_vec::handle_error
  tail call void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef %_4.sroa.4.0.ph.i.i, i64 %_33.0.i.i.i) #29
  unreachable

cleanup:                                          ; preds = %bb8
  %2 = landingpad { ptr, i32 }
          cleanup
  br i1 %_14, label %"_ZN4core3ptr71drop_in_place$LT$alloc..vec..Vec$LT$$RF$$LP$$RF$str$C$usize$RP$$GT$$GT$17h8a2d041680385457E.exit12", label %bb11

bb8:                                              ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i, %start
  %heap_buf.sroa.6.1 = phi ptr [ undef, %start ], [ %0, %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i ]
  %stack_scratch.sroa.4.0 = phi i64 [ 512, %start ], [ %_0.sroa.0.0.i7, %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i ]
  %stack_buf.pn = phi ptr [ %stack_buf, %start ], [ %0, %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i ]
  %eager_sort = icmp samesign ult i64 %v.1, 65
; invoke core::slice::sort::stable::drift::sort
  invoke fastcc void @_ZN4core5slice4sort6stable5drift4sort17h2321730dc3bef434E(ptr noalias noundef nonnull align 8 %v.0, i64 noundef %v.1, ptr noalias noundef nonnull align 8 %stack_buf.pn, i64 noundef %stack_scratch.sroa.4.0, i1 noundef zeroext %eager_sort)
          to label %bb9 unwind label %cleanup

bb9:                                              ; preds = %bb8
  br i1 %_14, label %"_ZN4core3ptr71drop_in_place$LT$alloc..vec..Vec$LT$$RF$$LP$$RF$str$C$usize$RP$$GT$$GT$17h8a2d041680385457E.exit", label %bb10

bb10:                                             ; preds = %"_ZN4core3ptr71drop_in_place$LT$alloc..vec..Vec$LT$$RF$$LP$$RF$str$C$usize$RP$$GT$$GT$17h8a2d041680385457E.exit", %bb9
  call void @llvm.lifetime.end.p0(ptr nonnull %stack_buf)
  ret void

"_ZN4core3ptr71drop_in_place$LT$alloc..vec..Vec$LT$$RF$$LP$$RF$str$C$usize$RP$$GT$$GT$17h8a2d041680385457E.exit": ; preds = %bb9
  %alloc_size.i.i.i.i3.i = shl nuw i64 %_0.sroa.0.0.i7, 3
  %3 = icmp ne ptr %heap_buf.sroa.6.1, null
  call void @llvm.assume(i1 %3)
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %heap_buf.sroa.6.1, i64 noundef %alloc_size.i.i.i.i3.i, i64 noundef range(i64 1, -9223372036854775807) 8) #27, !noalias !665
  br label %bb10

bb11:                                             ; preds = %"_ZN4core3ptr71drop_in_place$LT$alloc..vec..Vec$LT$$RF$$LP$$RF$str$C$usize$RP$$GT$$GT$17h8a2d041680385457E.exit12", %cleanup
  resume { ptr, i32 } %2

"_ZN4core3ptr71drop_in_place$LT$alloc..vec..Vec$LT$$RF$$LP$$RF$str$C$usize$RP$$GT$$GT$17h8a2d041680385457E.exit12": ; preds = %cleanup
  %alloc_size.i.i.i.i3.i10 = shl nuw i64 %_0.sroa.0.0.i7, 3
  %4 = icmp ne ptr %heap_buf.sroa.6.1, null
  call void @llvm.assume(i1 %4)
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %heap_buf.sroa.6.1, i64 noundef %alloc_size.i.i.i.i3.i10, i64 noundef range(i64 1, -9223372036854775807) 8) #27, !noalias !674
  br label %bb11
}

; core::slice::sort::stable::drift::sort
; Function Attrs: nonlazybind uwtable
define internal fastcc void @_ZN4core5slice4sort6stable5drift4sort17h2321730dc3bef434E(ptr noalias noundef nonnull align 8 %v.0, i64 noundef range(i64 21, 1152921504606846976) %v.1, ptr noalias noundef nonnull align 8 %scratch.0, i64 noundef range(i64 0, 1152921504606846976) %scratch.1, i1 noundef zeroext %eager_sort) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %desired_depth_storage = alloca [66 x i8], align 1
  %run_storage = alloca [528 x i8], align 8
  %d = udiv i64 4611686018427387904, %v.1
  %r = urem i64 4611686018427387904, %v.1
  %_72.not = icmp ne i64 %r, 0
  %0 = zext i1 %_72.not to i64
  %scale_factor.sroa.0.0 = add nuw nsw i64 %d, %0
  %_9 = icmp samesign ult i64 %v.1, 4097
  br i1 %_9, label %bb3, label %bb4

bb4:                                              ; preds = %start
; call core::slice::sort::stable::drift::sqrt_approx
  %1 = tail call noundef i64 @_RNvNtNtNtNtCsgEmfK2I1SDS_4core5slice4sort6stable5drift11sqrt_approx(i64 noundef %v.1)
  br label %bb5

bb3:                                              ; preds = %start
  %_1134 = lshr i64 %v.1, 1
  %v1 = sub nsw i64 %v.1, %_1134
  %_0.sroa.0.0.i35 = tail call noundef i64 @llvm.umin.i64(i64 %v1, i64 64)
  br label %bb5

bb5:                                              ; preds = %bb3, %bb4
  %min_good_run_len.sroa.0.0 = phi i64 [ %_0.sroa.0.0.i35, %bb3 ], [ %1, %bb4 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %run_storage)
  call void @llvm.lifetime.start.p0(ptr nonnull %desired_depth_storage)
  br label %bb6

bb6:                                              ; preds = %bb19, %bb5
  %prev_run.sroa.0.0 = phi i64 [ 1, %bb5 ], [ %next_run.sroa.0.0, %bb19 ]
  %scan_idx.sroa.0.0 = phi i64 [ 0, %bb5 ], [ %66, %bb19 ]
  %stack_len.sroa.0.0 = phi i64 [ 0, %bb5 ], [ %65, %bb19 ]
  %_22 = icmp ult i64 %scan_idx.sroa.0.0, %v.1
  br i1 %_22, label %bb30, label %bb10

bb10:                                             ; preds = %bb6, %_ZN4core5slice4sort6stable5drift10create_run17he8e2f4605f5d1dd6E.exit
  %desired_depth.sroa.0.0 = phi i8 [ %35, %_ZN4core5slice4sort6stable5drift10create_run17he8e2f4605f5d1dd6E.exit ], [ 0, %bb6 ]
  %next_run.sroa.0.0 = phi i64 [ %_0.sroa.0.0.i38, %_ZN4core5slice4sort6stable5drift10create_run17he8e2f4605f5d1dd6E.exit ], [ 1, %bb6 ]
  %_37122 = icmp ugt i64 %stack_len.sroa.0.0, 1
  br i1 %_37122, label %bb12.lr.ph, label %bb17

bb12.lr.ph:                                       ; preds = %bb10
  %v_end.i = getelementptr inbounds nuw ptr, ptr %v.0, i64 %scan_idx.sroa.0.0
  br label %bb12

bb30:                                             ; preds = %bb6
  %new_len = sub nuw nsw i64 %v.1, %scan_idx.sroa.0.0
  %_81 = getelementptr inbounds nuw ptr, ptr %v.0, i64 %scan_idx.sroa.0.0
  %_7.not.i = icmp ult i64 %new_len, %min_good_run_len.sroa.0.0
  br i1 %_7.not.i, label %bb7.i39, label %bb1.i

bb7.i39:                                          ; preds = %_ZN4core5slice4sort6shared17find_existing_run17h038a95377e67adf9E.exit.i, %bb30
  br i1 %eager_sort, label %bb16.i43, label %bb11.i40

bb1.i:                                            ; preds = %bb30
  %_4.i.i = icmp samesign ult i64 %new_len, 2
  br i1 %_4.i.i, label %bb5.i36, label %bb2.i.i

bb2.i.i:                                          ; preds = %bb1.i
  %_28.i.i = getelementptr inbounds nuw i8, ptr %_81, i64 8
  tail call void @llvm.experimental.noalias.scope.decl(metadata !683)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !686)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !688), !noalias !691
  tail call void @llvm.experimental.noalias.scope.decl(metadata !694), !noalias !691
  %_3.i.i81 = load ptr, ptr %_28.i.i, align 8, !alias.scope !696, !noalias !697, !nonnull !4, !align !13, !noundef !4
  %_4.i.i82 = load ptr, ptr %_81, align 8, !alias.scope !698, !noalias !699, !nonnull !4, !align !13, !noundef !4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !700), !noalias !691
  tail call void @llvm.experimental.noalias.scope.decl(metadata !703), !noalias !691
  tail call void @llvm.experimental.noalias.scope.decl(metadata !705), !noalias !691
  tail call void @llvm.experimental.noalias.scope.decl(metadata !708), !noalias !691
  %_3.0.i.i.i.i83 = load ptr, ptr %_3.i.i81, align 8, !alias.scope !710, !noalias !711, !nonnull !4, !align !12, !noundef !4
  %2 = getelementptr inbounds nuw i8, ptr %_3.i.i81, i64 8
  %_3.1.i.i.i.i84 = load i64, ptr %2, align 8, !alias.scope !710, !noalias !711, !noundef !4
  %_4.0.i.i.i.i85 = load ptr, ptr %_4.i.i82, align 8, !alias.scope !712, !noalias !713, !nonnull !4, !align !12, !noundef !4
  %3 = getelementptr inbounds nuw i8, ptr %_4.i.i82, i64 8
  %_4.1.i.i.i.i86 = load i64, ptr %3, align 8, !alias.scope !712, !noalias !713, !noundef !4
  %spec.store.select.i.i.i.i.i.i.i.i87 = tail call i64 @llvm.umin.i64(i64 %_3.1.i.i.i.i84, i64 %_4.1.i.i.i.i86)
  %4 = tail call i32 @memcmp(ptr nonnull readonly align 1 %_3.0.i.i.i.i83, ptr nonnull readonly align 1 %_4.0.i.i.i.i85, i64 %spec.store.select.i.i.i.i.i.i.i.i87), !alias.scope !714, !noalias !727
  %5 = sext i32 %4 to i64
  %6 = icmp eq i32 %4, 0
  %diff.i.i.i.i.i.i.i.i88 = sub i64 %_3.1.i.i.i.i84, %_4.1.i.i.i.i86
  %spec.select.i.i.i.i.i.i.i.i89 = select i1 %6, i64 %diff.i.i.i.i.i.i.i.i88, i64 %5
  %cond.i.i.i.i.i.i90 = icmp eq i64 %spec.select.i.i.i.i.i.i.i.i89, 0
  br i1 %cond.i.i.i.i.i.i90, label %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit99, label %bb4.i.i.i91

bb4.i.i.i91:                                      ; preds = %bb2.i.i
  %7 = icmp slt i64 %spec.select.i.i.i.i.i.i.i.i89, 0
  br i1 %7, label %bb4.i.i.preheader, label %bb11.i.i.preheader

bb4.i.i.preheader:                                ; preds = %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit99, %bb4.i.i.i91
  %_10.i.i117.not = icmp eq i64 %new_len, 2
  br i1 %_10.i.i117.not, label %_ZN4core5slice4sort6shared17find_existing_run17h038a95377e67adf9E.exit.i, label %bb5.i.i

_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit99: ; preds = %bb2.i.i
  %_7.i.i.i94 = getelementptr inbounds nuw i8, ptr %_3.i.i81, i64 16
  %_8.i.i.i95 = getelementptr inbounds nuw i8, ptr %_4.i.i82, i64 16
  tail call void @llvm.experimental.noalias.scope.decl(metadata !728), !noalias !691
  tail call void @llvm.experimental.noalias.scope.decl(metadata !731), !noalias !691
  %_3.i.i.i.i96 = load i64, ptr %_7.i.i.i94, align 8, !alias.scope !733, !noalias !734, !noundef !4
  %_4.i.i.i.i97 = load i64, ptr %_8.i.i.i95, align 8, !alias.scope !735, !noalias !736, !noundef !4
  %_0.i.i.i.i98 = icmp ult i64 %_3.i.i.i.i96, %_4.i.i.i.i97
  br i1 %_0.i.i.i.i98, label %bb4.i.i.preheader, label %bb11.i.i.preheader

bb11.i.i.preheader:                               ; preds = %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit99, %bb4.i.i.i91
  %_19.i.i113.not = icmp eq i64 %new_len, 2
  br i1 %_19.i.i113.not, label %_ZN4core5slice4sort6shared17find_existing_run17h038a95377e67adf9E.exit.i, label %bb12.i.i

bb12.i.i:                                         ; preds = %bb11.i.i.preheader, %bb15.i.i
  %_4.1.i.i.i.i67 = phi i64 [ %_3.1.i.i.i.i65, %bb15.i.i ], [ %_3.1.i.i.i.i84, %bb11.i.i.preheader ]
  %_4.0.i.i.i.i66 = phi ptr [ %_3.0.i.i.i.i64, %bb15.i.i ], [ %_3.0.i.i.i.i83, %bb11.i.i.preheader ]
  %_4.i.i63 = phi ptr [ %_3.i.i62, %bb15.i.i ], [ %_3.i.i81, %bb11.i.i.preheader ]
  %run_len.sroa.0.0.i.i114 = phi i64 [ %13, %bb15.i.i ], [ 2, %bb11.i.i.preheader ]
  %_40.i.i = getelementptr inbounds nuw ptr, ptr %_81, i64 %run_len.sroa.0.0.i.i114
  %index1.i.i = add nsw i64 %run_len.sroa.0.0.i.i114, -1
  %_45.i.i = icmp ult i64 %index1.i.i, %new_len
  tail call void @llvm.assume(i1 %_45.i.i)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !737)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !740), !noalias !691
  %_3.i.i62 = load ptr, ptr %_40.i.i, align 8, !alias.scope !743, !noalias !744, !nonnull !4, !align !13, !noundef !4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !747), !noalias !691
  tail call void @llvm.experimental.noalias.scope.decl(metadata !750), !noalias !691
  tail call void @llvm.experimental.noalias.scope.decl(metadata !752), !noalias !691
  %_3.0.i.i.i.i64 = load ptr, ptr %_3.i.i62, align 8, !alias.scope !755, !noalias !756, !nonnull !4, !align !12, !noundef !4
  %8 = getelementptr inbounds nuw i8, ptr %_3.i.i62, i64 8
  %_3.1.i.i.i.i65 = load i64, ptr %8, align 8, !alias.scope !755, !noalias !756, !noundef !4
  %spec.store.select.i.i.i.i.i.i.i.i68 = tail call i64 @llvm.umin.i64(i64 %_3.1.i.i.i.i65, i64 %_4.1.i.i.i.i67)
  %9 = tail call i32 @memcmp(ptr nonnull readonly align 1 %_3.0.i.i.i.i64, ptr nonnull readonly align 1 %_4.0.i.i.i.i66, i64 %spec.store.select.i.i.i.i.i.i.i.i68), !alias.scope !758, !noalias !771
  %10 = sext i32 %9 to i64
  %11 = icmp eq i32 %9, 0
  %diff.i.i.i.i.i.i.i.i69 = sub i64 %_3.1.i.i.i.i65, %_4.1.i.i.i.i67
  %spec.select.i.i.i.i.i.i.i.i70 = select i1 %11, i64 %diff.i.i.i.i.i.i.i.i69, i64 %10
  %cond.i.i.i.i.i.i71 = icmp eq i64 %spec.select.i.i.i.i.i.i.i.i70, 0
  br i1 %cond.i.i.i.i.i.i71, label %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit80, label %bb4.i.i.i72

bb4.i.i.i72:                                      ; preds = %bb12.i.i
  %12 = icmp slt i64 %spec.select.i.i.i.i.i.i.i.i70, 0
  br i1 %12, label %_ZN4core5slice4sort6shared17find_existing_run17h038a95377e67adf9E.exit.i, label %bb15.i.i

_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit80: ; preds = %bb12.i.i
  %_7.i.i.i75 = getelementptr inbounds nuw i8, ptr %_3.i.i62, i64 16
  %_8.i.i.i76 = getelementptr inbounds nuw i8, ptr %_4.i.i63, i64 16
  tail call void @llvm.experimental.noalias.scope.decl(metadata !772), !noalias !691
  tail call void @llvm.experimental.noalias.scope.decl(metadata !775), !noalias !691
  %_3.i.i.i.i77 = load i64, ptr %_7.i.i.i75, align 8, !alias.scope !777, !noalias !778, !noundef !4
  %_4.i.i.i.i78 = load i64, ptr %_8.i.i.i76, align 8, !alias.scope !779, !noalias !780, !noundef !4
  %_0.i.i.i.i79 = icmp ult i64 %_3.i.i.i.i77, %_4.i.i.i.i78
  br i1 %_0.i.i.i.i79, label %_ZN4core5slice4sort6shared17find_existing_run17h038a95377e67adf9E.exit.i, label %bb15.i.i

bb15.i.i:                                         ; preds = %bb4.i.i.i72, %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit80
  %13 = add nuw i64 %run_len.sroa.0.0.i.i114, 1
  %exitcond.not = icmp eq i64 %13, %new_len
  br i1 %exitcond.not, label %_ZN4core5slice4sort6shared17find_existing_run17h038a95377e67adf9E.exit.i, label %bb12.i.i

bb5.i.i:                                          ; preds = %bb4.i.i.preheader, %bb7.i.i
  %_4.1.i.i.i.i = phi i64 [ %_3.1.i.i.i.i, %bb7.i.i ], [ %_3.1.i.i.i.i84, %bb4.i.i.preheader ]
  %_4.0.i.i.i.i = phi ptr [ %_3.0.i.i.i.i, %bb7.i.i ], [ %_3.0.i.i.i.i83, %bb4.i.i.preheader ]
  %_4.i.i59 = phi ptr [ %_3.i.i, %bb7.i.i ], [ %_3.i.i81, %bb4.i.i.preheader ]
  %run_len.sroa.0.1.i.i118 = phi i64 [ %19, %bb7.i.i ], [ 2, %bb4.i.i.preheader ]
  %_34.i.i = getelementptr inbounds nuw ptr, ptr %_81, i64 %run_len.sroa.0.1.i.i118
  %index3.i.i = add nsw i64 %run_len.sroa.0.1.i.i118, -1
  %_39.i.i = icmp ult i64 %index3.i.i, %new_len
  tail call void @llvm.assume(i1 %_39.i.i)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !781)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !784), !noalias !691
  %_3.i.i = load ptr, ptr %_34.i.i, align 8, !alias.scope !787, !noalias !788, !nonnull !4, !align !13, !noundef !4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !791), !noalias !691
  tail call void @llvm.experimental.noalias.scope.decl(metadata !794), !noalias !691
  tail call void @llvm.experimental.noalias.scope.decl(metadata !796), !noalias !691
  %_3.0.i.i.i.i = load ptr, ptr %_3.i.i, align 8, !alias.scope !799, !noalias !800, !nonnull !4, !align !12, !noundef !4
  %14 = getelementptr inbounds nuw i8, ptr %_3.i.i, i64 8
  %_3.1.i.i.i.i = load i64, ptr %14, align 8, !alias.scope !799, !noalias !800, !noundef !4
  %spec.store.select.i.i.i.i.i.i.i.i = tail call i64 @llvm.umin.i64(i64 %_3.1.i.i.i.i, i64 %_4.1.i.i.i.i)
  %15 = tail call i32 @memcmp(ptr nonnull readonly align 1 %_3.0.i.i.i.i, ptr nonnull readonly align 1 %_4.0.i.i.i.i, i64 %spec.store.select.i.i.i.i.i.i.i.i), !alias.scope !802, !noalias !815
  %16 = sext i32 %15 to i64
  %17 = icmp eq i32 %15, 0
  %diff.i.i.i.i.i.i.i.i = sub i64 %_3.1.i.i.i.i, %_4.1.i.i.i.i
  %spec.select.i.i.i.i.i.i.i.i = select i1 %17, i64 %diff.i.i.i.i.i.i.i.i, i64 %16
  %cond.i.i.i.i.i.i = icmp eq i64 %spec.select.i.i.i.i.i.i.i.i, 0
  br i1 %cond.i.i.i.i.i.i, label %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit, label %bb4.i.i.i

bb4.i.i.i:                                        ; preds = %bb5.i.i
  %18 = icmp slt i64 %spec.select.i.i.i.i.i.i.i.i, 0
  br i1 %18, label %bb7.i.i, label %_ZN4core5slice4sort6shared17find_existing_run17h038a95377e67adf9E.exit.i

_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit: ; preds = %bb5.i.i
  %_7.i.i.i = getelementptr inbounds nuw i8, ptr %_3.i.i, i64 16
  %_8.i.i.i = getelementptr inbounds nuw i8, ptr %_4.i.i59, i64 16
  tail call void @llvm.experimental.noalias.scope.decl(metadata !816), !noalias !691
  tail call void @llvm.experimental.noalias.scope.decl(metadata !819), !noalias !691
  %_3.i.i.i.i60 = load i64, ptr %_7.i.i.i, align 8, !alias.scope !821, !noalias !822, !noundef !4
  %_4.i.i.i.i61 = load i64, ptr %_8.i.i.i, align 8, !alias.scope !823, !noalias !824, !noundef !4
  %_0.i.i.i.i = icmp ult i64 %_3.i.i.i.i60, %_4.i.i.i.i61
  br i1 %_0.i.i.i.i, label %bb7.i.i, label %_ZN4core5slice4sort6shared17find_existing_run17h038a95377e67adf9E.exit.i

bb7.i.i:                                          ; preds = %bb4.i.i.i, %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit
  %19 = add nuw i64 %run_len.sroa.0.1.i.i118, 1
  %exitcond133.not = icmp eq i64 %19, %new_len
  br i1 %exitcond133.not, label %_ZN4core5slice4sort6shared17find_existing_run17h038a95377e67adf9E.exit.i, label %bb5.i.i

_ZN4core5slice4sort6shared17find_existing_run17h038a95377e67adf9E.exit.i: ; preds = %bb15.i.i, %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit80, %bb4.i.i.i72, %bb7.i.i, %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit, %bb4.i.i.i, %bb11.i.i.preheader, %bb4.i.i.preheader
  %_0.sroa.3.0.i.i = phi i1 [ true, %bb4.i.i.preheader ], [ false, %bb11.i.i.preheader ], [ true, %bb7.i.i ], [ true, %bb4.i.i.i ], [ true, %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit ], [ false, %bb4.i.i.i72 ], [ false, %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit80 ], [ false, %bb15.i.i ]
  %_0.sroa.0.0.i.i = phi i64 [ 2, %bb4.i.i.preheader ], [ 2, %bb11.i.i.preheader ], [ %new_len, %bb7.i.i ], [ %run_len.sroa.0.1.i.i118, %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit ], [ %run_len.sroa.0.1.i.i118, %bb4.i.i.i ], [ %new_len, %bb15.i.i ], [ %run_len.sroa.0.0.i.i114, %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit80 ], [ %run_len.sroa.0.0.i.i114, %bb4.i.i.i72 ]
  %_12.i = icmp ule i64 %_0.sroa.0.0.i.i, %new_len
  tail call void @llvm.assume(i1 %_12.i)
  %_13.not.i = icmp ult i64 %_0.sroa.0.0.i.i, %min_good_run_len.sroa.0.0
  br i1 %_13.not.i, label %bb7.i39, label %bb3.i

bb3.i:                                            ; preds = %_ZN4core5slice4sort6shared17find_existing_run17h038a95377e67adf9E.exit.i
  br i1 %_0.sroa.3.0.i.i, label %bb14.i, label %bb5.i36

bb11.i40:                                         ; preds = %bb7.i39
  %_0.sroa.0.0.i58 = tail call noundef i64 @llvm.umin.i64(i64 range(i64 0, 1152921504606846976) %new_len, i64 %min_good_run_len.sroa.0.0)
  %_36.i41 = shl nuw nsw i64 %_0.sroa.0.0.i58, 1
  br label %_ZN4core5slice4sort6stable5drift10create_run17he8e2f4605f5d1dd6E.exit

bb16.i43:                                         ; preds = %bb7.i39
  %_0.sroa.0.0.i57 = tail call noundef i64 @llvm.umin.i64(i64 range(i64 0, 1152921504606846976) %new_len, i64 32)
; call core::slice::sort::stable::quicksort::quicksort
  tail call fastcc void @_ZN4core5slice4sort6stable9quicksort9quicksort17hb585313e97bdf554E(ptr noalias noundef nonnull align 8 %_81, i64 noundef %_0.sroa.0.0.i57, ptr noalias noundef nonnull align 8 %scratch.0, i64 noundef range(i64 0, 1152921504606846976) %scratch.1, i32 noundef 0, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable_or_null(8) null) #26
  %_35.i44 = shl nuw nsw i64 %_0.sroa.0.0.i57, 1
  %_34.i45 = or disjoint i64 %_35.i44, 1
  br label %_ZN4core5slice4sort6stable5drift10create_run17he8e2f4605f5d1dd6E.exit

bb5.i36:                                          ; preds = %bb6.i.i, %middle.block, %bb1.i, %bb14.i, %bb3.i
  %_0.sroa.0.0.i.i107110 = phi i64 [ %new_len, %bb1.i ], [ %_0.sroa.0.0.i.i, %bb3.i ], [ %_0.sroa.0.0.i.i, %bb14.i ], [ %_0.sroa.0.0.i.i, %middle.block ], [ %_0.sroa.0.0.i.i, %bb6.i.i ]
  %_27.i37 = shl nuw nsw i64 %_0.sroa.0.0.i.i107110, 1
  %_26.i = or disjoint i64 %_27.i37, 1
  br label %_ZN4core5slice4sort6stable5drift10create_run17he8e2f4605f5d1dd6E.exit

bb14.i:                                           ; preds = %bb3.i
  %half_len1.i = lshr i64 %_0.sroa.0.0.i.i, 1
  tail call void @llvm.experimental.noalias.scope.decl(metadata !825), !noalias !828
  tail call void @llvm.experimental.noalias.scope.decl(metadata !830), !noalias !828
  %_917.not.i.i = icmp eq i64 %half_len1.i, 0
  br i1 %_917.not.i.i, label %bb5.i36, label %bb5.preheader.i.i

bb5.preheader.i.i:                                ; preds = %bb14.i
  %end.i = getelementptr inbounds nuw ptr, ptr %_81, i64 %_0.sroa.0.0.i.i
  %min.iters.check = icmp ult i64 %_0.sroa.0.0.i.i, 8
  br i1 %min.iters.check, label %bb6.i.i.preheader, label %vector.ph

vector.ph:                                        ; preds = %bb5.preheader.i.i
  %n.vec = and i64 %half_len1.i, 9223372036854775804
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %20 = xor i64 %index, -1
  %21 = getelementptr inbounds nuw ptr, ptr %_81, i64 %index
  %22 = getelementptr ptr, ptr %end.i, i64 %20
  %23 = getelementptr inbounds nuw i8, ptr %21, i64 16
  %wide.load = load <2 x ptr>, ptr %21, align 8, !alias.scope !832, !noalias !835
  %wide.load4 = load <2 x ptr>, ptr %23, align 8, !alias.scope !832, !noalias !835
  %24 = getelementptr i8, ptr %22, i64 -8
  %25 = getelementptr i8, ptr %22, i64 -24
  %wide.load5 = load <2 x i64>, ptr %24, align 8, !alias.scope !836, !noalias !837
  %wide.load6 = load <2 x i64>, ptr %25, align 8, !alias.scope !836, !noalias !837
  %reverse = shufflevector <2 x i64> %wide.load5, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %reverse7 = shufflevector <2 x i64> %wide.load6, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %26 = getelementptr inbounds nuw i8, ptr %21, i64 16
  store <2 x i64> %reverse, ptr %21, align 8, !alias.scope !832, !noalias !835
  store <2 x i64> %reverse7, ptr %26, align 8, !alias.scope !832, !noalias !835
  %27 = getelementptr i8, ptr %22, i64 -8
  %28 = getelementptr i8, ptr %22, i64 -24
  %reverse8 = shufflevector <2 x ptr> %wide.load, <2 x ptr> poison, <2 x i32> <i32 1, i32 0>
  %reverse9 = shufflevector <2 x ptr> %wide.load4, <2 x ptr> poison, <2 x i32> <i32 1, i32 0>
  store <2 x ptr> %reverse8, ptr %27, align 8, !alias.scope !836, !noalias !837
  store <2 x ptr> %reverse9, ptr %28, align 8, !alias.scope !836, !noalias !837
  %index.next = add nuw i64 %index, 4
  %29 = icmp eq i64 %index.next, %n.vec
  br i1 %29, label %middle.block, label %vector.body, !llvm.loop !838

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %half_len1.i, %n.vec
  br i1 %cmp.n, label %bb5.i36, label %bb6.i.i.preheader

bb6.i.i.preheader:                                ; preds = %bb5.preheader.i.i, %middle.block
  %i.sroa.0.018.i.i.ph = phi i64 [ 0, %bb5.preheader.i.i ], [ %n.vec, %middle.block ]
  br label %bb6.i.i

bb6.i.i:                                          ; preds = %bb6.i.i.preheader, %bb6.i.i
  %i.sroa.0.018.i.i = phi i64 [ %33, %bb6.i.i ], [ %i.sroa.0.018.i.i.ph, %bb6.i.i.preheader ]
  %30 = xor i64 %i.sroa.0.018.i.i, -1
  %x.i.i = getelementptr inbounds nuw ptr, ptr %_81, i64 %i.sroa.0.018.i.i
  %y.i.i = getelementptr ptr, ptr %end.i, i64 %30
  %31 = load ptr, ptr %x.i.i, align 8, !alias.scope !832, !noalias !835, !nonnull !4, !align !13, !noundef !4
  %32 = load i64, ptr %y.i.i, align 8, !alias.scope !836, !noalias !837
  store i64 %32, ptr %x.i.i, align 8, !alias.scope !832, !noalias !835
  store ptr %31, ptr %y.i.i, align 8, !alias.scope !836, !noalias !837
  %33 = add nuw nsw i64 %i.sroa.0.018.i.i, 1
  %exitcond.not.i.i = icmp eq i64 %33, %half_len1.i
  br i1 %exitcond.not.i.i, label %bb5.i36, label %bb6.i.i, !llvm.loop !841

_ZN4core5slice4sort6stable5drift10create_run17he8e2f4605f5d1dd6E.exit: ; preds = %bb11.i40, %bb16.i43, %bb5.i36
  %_0.sroa.0.0.i38 = phi i64 [ %_26.i, %bb5.i36 ], [ %_34.i45, %bb16.i43 ], [ %_36.i41, %bb11.i40 ]
  %_31 = lshr i64 %prev_run.sroa.0.0, 1
  %_35 = lshr i64 %_0.sroa.0.0.i38, 1
  %factor = shl nuw nsw i64 %scan_idx.sroa.0.0, 1
  %x = sub nsw i64 %factor, %_31
  %y = add nuw nsw i64 %_35, %factor
  %_89 = mul i64 %x, %scale_factor.sroa.0.0
  %_90 = mul i64 %y, %scale_factor.sroa.0.0
  %self3 = xor i64 %_90, %_89
  %34 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %self3, i1 false)
  %35 = trunc nuw nsw i64 %34 to i8
  br label %bb10

bb12:                                             ; preds = %bb12.lr.ph, %_ZN4core5slice4sort6stable5drift13logical_merge17hcc013f149e312f28E.exit
  %stack_len.sroa.0.1124 = phi i64 [ %stack_len.sroa.0.0, %bb12.lr.ph ], [ %count, %_ZN4core5slice4sort6stable5drift13logical_merge17hcc013f149e312f28E.exit ]
  %prev_run.sroa.0.1123 = phi i64 [ %prev_run.sroa.0.0, %bb12.lr.ph ], [ %_0.sroa.0.0.i, %_ZN4core5slice4sort6stable5drift13logical_merge17hcc013f149e312f28E.exit ]
  %count = add i64 %stack_len.sroa.0.1124, -1
  %_41 = getelementptr inbounds nuw i8, ptr %desired_depth_storage, i64 %count
  %_40 = load i8, ptr %_41, align 1, !noundef !4
  %_39.not = icmp ult i8 %_40, %desired_depth.sroa.0.0
  br i1 %_39.not, label %bb17, label %bb13

bb17:                                             ; preds = %_ZN4core5slice4sort6stable5drift13logical_merge17hcc013f149e312f28E.exit, %bb12, %bb10
  %prev_run.sroa.0.1.lcssa = phi i64 [ %prev_run.sroa.0.0, %bb10 ], [ %prev_run.sroa.0.1123, %bb12 ], [ %_0.sroa.0.0.i, %_ZN4core5slice4sort6stable5drift13logical_merge17hcc013f149e312f28E.exit ]
  %stack_len.sroa.0.1.lcssa = phi i64 [ %stack_len.sroa.0.0, %bb10 ], [ %stack_len.sroa.0.1124, %bb12 ], [ 1, %_ZN4core5slice4sort6stable5drift13logical_merge17hcc013f149e312f28E.exit ]
  %_59 = getelementptr inbounds nuw i64, ptr %run_storage, i64 %stack_len.sroa.0.1.lcssa
  store i64 %prev_run.sroa.0.1.lcssa, ptr %_59, align 8
  %_61 = getelementptr inbounds nuw i8, ptr %desired_depth_storage, i64 %stack_len.sroa.0.1.lcssa
  store i8 %desired_depth.sroa.0.0, ptr %_61, align 1
  br i1 %_22, label %bb19, label %bb18

bb13:                                             ; preds = %bb12
  %_46 = getelementptr inbounds nuw i64, ptr %run_storage, i64 %count
  %left9 = load i64, ptr %_46, align 8, !noundef !4
  %_50 = lshr i64 %left9, 1
  %_51 = lshr i64 %prev_run.sroa.0.1123, 1
  %merged_len = add nuw i64 %_50, %_51
  %merge_start_idx = sub i64 %scan_idx.sroa.0.0, %merged_len
  %_96 = getelementptr inbounds nuw ptr, ptr %v.0, i64 %merge_start_idx
  %can_fit_in_scratch.i = icmp samesign ugt i64 %merged_len, %scratch.1
  %_18.i = and i64 %prev_run.sroa.0.1123, 1
  %.not4.i = icmp eq i64 %_18.i, 0
  %36 = or i64 %left9, %prev_run.sroa.0.1123
  %37 = and i64 %36, 1
  %38 = icmp ne i64 %37, 0
  %or.cond2.i = or i1 %can_fit_in_scratch.i, %38
  br i1 %or.cond2.i, label %bb5.i, label %bb13.i

bb5.i:                                            ; preds = %bb13
  %_17.i = and i64 %left9, 1
  %.not.i = icmp eq i64 %_17.i, 0
  br i1 %.not.i, label %bb15.i, label %bb8.i

bb13.i:                                           ; preds = %bb13
  %_36.i = shl nuw nsw i64 %merged_len, 1
  br label %_ZN4core5slice4sort6stable5drift13logical_merge17hcc013f149e312f28E.exit

bb8.i:                                            ; preds = %bb15.i, %bb5.i
  br i1 %.not4.i, label %bb20.i, label %bb11.i

bb15.i:                                           ; preds = %bb5.i
  %self.i = or i64 %_50, 1
  %39 = tail call range(i64 4, 64) i64 @llvm.ctlz.i64(i64 %self.i, i1 true)
  %40 = trunc nuw nsw i64 %39 to i32
  %log.i = shl nuw nsw i32 %40, 1
  %limit.i = xor i32 %log.i, 126
; call core::slice::sort::stable::quicksort::quicksort
  tail call fastcc void @_ZN4core5slice4sort6stable9quicksort9quicksort17hb585313e97bdf554E(ptr noalias noundef nonnull align 8 %_96, i64 noundef range(i64 0, 1152921504606846976) %_50, ptr noalias noundef nonnull align 8 %scratch.0, i64 noundef range(i64 0, 1152921504606846976) %scratch.1, i32 noundef %limit.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable_or_null(8) null) #26
  br label %bb8.i

bb11.i:                                           ; preds = %bb20.i, %bb8.i
  tail call void @llvm.experimental.noalias.scope.decl(metadata !842)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !845)
  %41 = icmp eq i64 %_50, 0
  %_6.i = icmp eq i64 %_51, 0
  %or.cond.i = or i1 %_6.i, %41
  br i1 %or.cond.i, label %_ZN4core5slice4sort6stable5merge5merge17h72b7146b43f137afE.exit, label %bb2.i

bb2.i:                                            ; preds = %bb11.i
  %_0.sroa.0.0.i.i46 = tail call i64 @llvm.umin.i64(i64 %_51, i64 range(i64 0, -9223372036854775808) %_50)
  %_7.i = icmp samesign ult i64 %scratch.1, %_0.sroa.0.0.i.i46
  br i1 %_7.i, label %_ZN4core5slice4sort6stable5merge5merge17h72b7146b43f137afE.exit, label %bb5.i47

bb5.i47:                                          ; preds = %bb2.i
  %v_mid.i = getelementptr inbounds nuw ptr, ptr %_96, i64 %_50
  %left_is_shorter.not.i = icmp samesign ugt i64 %_50, %_51
  %spec.select.i = select i1 %left_is_shorter.not.i, ptr %v_mid.i, ptr %_96
  %42 = shl nuw nsw i64 %_0.sroa.0.0.i.i46, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %scratch.0, ptr nonnull align 8 %spec.select.i, i64 %42, i1 false), !alias.scope !847
  %_21.i = getelementptr inbounds nuw i8, ptr %scratch.0, i64 %42
  br i1 %left_is_shorter.not.i, label %bb1.i.i, label %bb3.i.i

bb1.i.i:                                          ; preds = %bb5.i47, %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit.i.i
  %_219.i.i = phi ptr [ %_21.i.i50, %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit.i.i ], [ %_21.i, %bb5.i47 ]
  %_187.i.i = phi ptr [ %_18.i.i, %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit.i.i ], [ %v_mid.i, %bb5.i47 ]
  %out.sroa.0.0.i.i = phi ptr [ %45, %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit.i.i ], [ %v_end.i, %bb5.i47 ]
  %43 = getelementptr inbounds i8, ptr %_187.i.i, i64 -8
  %44 = getelementptr inbounds i8, ptr %_219.i.i, i64 -8
  %45 = getelementptr inbounds i8, ptr %out.sroa.0.0.i.i, i64 -8
  tail call void @llvm.experimental.noalias.scope.decl(metadata !848)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !851)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !853)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !856)
  %_3.i.i.i.i = load ptr, ptr %44, align 8, !alias.scope !858, !noalias !859, !nonnull !4, !align !13, !noundef !4
  %_4.i.i.i.i = load ptr, ptr %43, align 8, !alias.scope !862, !noalias !863, !nonnull !4, !align !13, !noundef !4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !864)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !867)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !869)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !872)
  %_3.0.i.i.i.i.i.i = load ptr, ptr %_3.i.i.i.i, align 8, !alias.scope !874, !noalias !875, !nonnull !4, !align !12, !noundef !4
  %46 = getelementptr inbounds nuw i8, ptr %_3.i.i.i.i, i64 8
  %_3.1.i.i.i.i.i.i = load i64, ptr %46, align 8, !alias.scope !874, !noalias !875, !noundef !4
  %_4.0.i.i.i.i.i.i = load ptr, ptr %_4.i.i.i.i, align 8, !alias.scope !876, !noalias !877, !nonnull !4, !align !12, !noundef !4
  %47 = getelementptr inbounds nuw i8, ptr %_4.i.i.i.i, i64 8
  %_4.1.i.i.i.i.i.i = load i64, ptr %47, align 8, !alias.scope !876, !noalias !877, !noundef !4
  %spec.store.select.i.i.i.i.i.i.i.i.i.i = tail call i64 @llvm.umin.i64(i64 %_3.1.i.i.i.i.i.i, i64 %_4.1.i.i.i.i.i.i)
  %48 = tail call i32 @memcmp(ptr nonnull readonly align 1 %_3.0.i.i.i.i.i.i, ptr nonnull readonly align 1 %_4.0.i.i.i.i.i.i, i64 %spec.store.select.i.i.i.i.i.i.i.i.i.i), !alias.scope !878, !noalias !891
  %49 = sext i32 %48 to i64
  %50 = icmp eq i32 %48, 0
  %diff.i.i.i.i.i.i.i.i.i.i = sub i64 %_3.1.i.i.i.i.i.i, %_4.1.i.i.i.i.i.i
  %spec.select.i.i.i.i.i.i.i.i.i.i = select i1 %50, i64 %diff.i.i.i.i.i.i.i.i.i.i, i64 %49
  %cond.i.i.i.i.i.i.i.i = icmp eq i64 %spec.select.i.i.i.i.i.i.i.i.i.i, 0
  br i1 %cond.i.i.i.i.i.i.i.i, label %bb3.i.i.i.i.i, label %bb4.i.i.i.i.i

bb4.i.i.i.i.i:                                    ; preds = %bb1.i.i
  %51 = icmp slt i64 %spec.select.i.i.i.i.i.i.i.i.i.i, 0
  br label %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit.i.i

bb3.i.i.i.i.i:                                    ; preds = %bb1.i.i
  %_7.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %_3.i.i.i.i, i64 16
  %_8.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %_4.i.i.i.i, i64 16
  tail call void @llvm.experimental.noalias.scope.decl(metadata !892)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !895)
  %_3.i.i.i.i.i.i = load i64, ptr %_7.i.i.i.i.i, align 8, !alias.scope !897, !noalias !898, !noundef !4
  %_4.i.i.i.i.i.i = load i64, ptr %_8.i.i.i.i.i, align 8, !alias.scope !899, !noalias !900, !noundef !4
  %_0.i.i.i.i.i.i = icmp ult i64 %_3.i.i.i.i.i.i, %_4.i.i.i.i.i.i
  br label %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit.i.i

_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit.i.i: ; preds = %bb3.i.i.i.i.i, %bb4.i.i.i.i.i
  %val.sroa.0.0.i.i.i.i.i = phi i1 [ %51, %bb4.i.i.i.i.i ], [ %_0.i.i.i.i.i.i, %bb3.i.i.i.i.i ]
  %..i.i = select i1 %val.sroa.0.0.i.i.i.i.i, ptr %43, ptr %44
  %52 = load i64, ptr %..i.i, align 8, !alias.scope !847, !noalias !901
  store i64 %52, ptr %45, align 8, !alias.scope !842, !noalias !902
  %_20.i.i = xor i1 %val.sroa.0.0.i.i.i.i.i, true
  %count.i.i = zext i1 %_20.i.i to i64
  %_18.i.i = getelementptr inbounds nuw ptr, ptr %43, i64 %count.i.i
  %count4.i.i = zext i1 %val.sroa.0.0.i.i.i.i.i to i64
  %_21.i.i50 = getelementptr inbounds nuw ptr, ptr %44, i64 %count4.i.i
  %_23.i.i = icmp eq ptr %_18.i.i, %_96
  %_26.i.i = icmp eq ptr %_21.i.i50, %scratch.0
  %or.cond.i.i = select i1 %_23.i.i, i1 true, i1 %_26.i.i
  br i1 %or.cond.i.i, label %bb16.i49, label %bb1.i.i

bb3.i.i:                                          ; preds = %bb5.i47, %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit.i23.i
  %_2511.i.i = phi ptr [ %_25.i.i, %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit.i23.i ], [ %_96, %bb5.i47 ]
  %right.sroa.0.010.i.i = phi ptr [ %_23.i27.i, %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit.i23.i ], [ %v_mid.i, %bb5.i47 ]
  %_2059.i.i = phi ptr [ %_20.i26.i, %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit.i23.i ], [ %scratch.0, %bb5.i47 ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !903)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !906)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !908)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !911)
  %_3.i.i.i12.i = load ptr, ptr %right.sroa.0.010.i.i, align 8, !alias.scope !913, !noalias !914, !nonnull !4, !align !13, !noundef !4
  %_4.i.i.i13.i = load ptr, ptr %_2059.i.i, align 8, !alias.scope !917, !noalias !918, !nonnull !4, !align !13, !noundef !4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !919)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !922)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !924)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !927)
  %_3.0.i.i.i.i.i14.i = load ptr, ptr %_3.i.i.i12.i, align 8, !alias.scope !929, !noalias !930, !nonnull !4, !align !12, !noundef !4
  %53 = getelementptr inbounds nuw i8, ptr %_3.i.i.i12.i, i64 8
  %_3.1.i.i.i.i.i15.i = load i64, ptr %53, align 8, !alias.scope !929, !noalias !930, !noundef !4
  %_4.0.i.i.i.i.i16.i = load ptr, ptr %_4.i.i.i13.i, align 8, !alias.scope !931, !noalias !932, !nonnull !4, !align !12, !noundef !4
  %54 = getelementptr inbounds nuw i8, ptr %_4.i.i.i13.i, i64 8
  %_4.1.i.i.i.i.i17.i = load i64, ptr %54, align 8, !alias.scope !931, !noalias !932, !noundef !4
  %spec.store.select.i.i.i.i.i.i.i.i.i18.i = tail call i64 @llvm.umin.i64(i64 %_3.1.i.i.i.i.i15.i, i64 %_4.1.i.i.i.i.i17.i)
  %55 = tail call i32 @memcmp(ptr nonnull readonly align 1 %_3.0.i.i.i.i.i14.i, ptr nonnull readonly align 1 %_4.0.i.i.i.i.i16.i, i64 %spec.store.select.i.i.i.i.i.i.i.i.i18.i), !alias.scope !933, !noalias !946
  %56 = sext i32 %55 to i64
  %57 = icmp eq i32 %55, 0
  %diff.i.i.i.i.i.i.i.i.i19.i = sub i64 %_3.1.i.i.i.i.i15.i, %_4.1.i.i.i.i.i17.i
  %spec.select.i.i.i.i.i.i.i.i.i20.i = select i1 %57, i64 %diff.i.i.i.i.i.i.i.i.i19.i, i64 %56
  %cond.i.i.i.i.i.i.i21.i = icmp eq i64 %spec.select.i.i.i.i.i.i.i.i.i20.i, 0
  br i1 %cond.i.i.i.i.i.i.i21.i, label %bb3.i.i.i.i29.i, label %bb4.i.i.i.i22.i

bb4.i.i.i.i22.i:                                  ; preds = %bb3.i.i
  %58 = icmp slt i64 %spec.select.i.i.i.i.i.i.i.i.i20.i, 0
  br label %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit.i23.i

bb3.i.i.i.i29.i:                                  ; preds = %bb3.i.i
  %_7.i.i.i.i30.i = getelementptr inbounds nuw i8, ptr %_3.i.i.i12.i, i64 16
  %_8.i.i.i.i31.i = getelementptr inbounds nuw i8, ptr %_4.i.i.i13.i, i64 16
  tail call void @llvm.experimental.noalias.scope.decl(metadata !947)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !950)
  %_3.i.i.i.i.i32.i = load i64, ptr %_7.i.i.i.i30.i, align 8, !alias.scope !952, !noalias !953, !noundef !4
  %_4.i.i.i.i.i33.i = load i64, ptr %_8.i.i.i.i31.i, align 8, !alias.scope !954, !noalias !955, !noundef !4
  %_0.i.i.i.i.i34.i = icmp ult i64 %_3.i.i.i.i.i32.i, %_4.i.i.i.i.i33.i
  br label %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit.i23.i

_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit.i23.i: ; preds = %bb3.i.i.i.i29.i, %bb4.i.i.i.i22.i
  %val.sroa.0.0.i.i.i.i24.i = phi i1 [ %58, %bb4.i.i.i.i22.i ], [ %_0.i.i.i.i.i34.i, %bb3.i.i.i.i29.i ]
  %consume_left.i.i = xor i1 %val.sroa.0.0.i.i.i.i24.i, true
  %src.sroa.0.0.i.i = select i1 %val.sroa.0.0.i.i.i.i24.i, ptr %right.sroa.0.010.i.i, ptr %_2059.i.i
  %59 = load i64, ptr %src.sroa.0.0.i.i, align 8, !alias.scope !847, !noalias !956
  store i64 %59, ptr %_2511.i.i, align 8, !alias.scope !842, !noalias !957
  %count.i25.i = zext i1 %consume_left.i.i to i64
  %_20.i26.i = getelementptr inbounds nuw ptr, ptr %_2059.i.i, i64 %count.i25.i
  %count2.i.i = zext i1 %val.sroa.0.0.i.i.i.i24.i to i64
  %_23.i27.i = getelementptr inbounds nuw ptr, ptr %right.sroa.0.010.i.i, i64 %count2.i.i
  %_25.i.i = getelementptr inbounds nuw i8, ptr %_2511.i.i, i64 8
  %_7.i.i = icmp ne ptr %_20.i26.i, %_21.i
  %_10.i.i48 = icmp ne ptr %_23.i27.i, %v_end.i
  %or.cond.i28.i = select i1 %_7.i.i, i1 %_10.i.i48, i1 false
  br i1 %or.cond.i28.i, label %bb3.i.i, label %bb16.i49

bb16.i49:                                         ; preds = %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit.i23.i, %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit.i.i
  %merge_state.sroa.13.0.i = phi ptr [ %_18.i.i, %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit.i.i ], [ %_25.i.i, %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit.i23.i ]
  %merge_state.sroa.7.0.i = phi ptr [ %_21.i.i50, %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit.i.i ], [ %_21.i, %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit.i23.i ]
  %merge_state.sroa.0.0.i = phi ptr [ %scratch.0, %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit.i.i ], [ %_20.i26.i, %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit.i23.i ]
  %60 = ptrtoint ptr %merge_state.sroa.7.0.i to i64
  %61 = ptrtoint ptr %merge_state.sroa.0.0.i to i64
  %62 = sub nuw i64 %60, %61
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %merge_state.sroa.13.0.i, ptr align 8 %merge_state.sroa.0.0.i, i64 %62, i1 false), !alias.scope !847, !noalias !958
  br label %_ZN4core5slice4sort6stable5merge5merge17h72b7146b43f137afE.exit

_ZN4core5slice4sort6stable5merge5merge17h72b7146b43f137afE.exit: ; preds = %bb11.i, %bb2.i, %bb16.i49
  %_35.i = shl nuw nsw i64 %merged_len, 1
  %_34.i = or disjoint i64 %_35.i, 1
  br label %_ZN4core5slice4sort6stable5drift13logical_merge17hcc013f149e312f28E.exit

bb20.i:                                           ; preds = %bb8.i
  %_33.i = getelementptr inbounds nuw ptr, ptr %_96, i64 %_50
  %self.i51 = or i64 %_51, 1
  %63 = tail call range(i64 4, 64) i64 @llvm.ctlz.i64(i64 %self.i51, i1 true)
  %64 = trunc nuw nsw i64 %63 to i32
  %log.i52 = shl nuw nsw i32 %64, 1
  %limit.i53 = xor i32 %log.i52, 126
; call core::slice::sort::stable::quicksort::quicksort
  tail call fastcc void @_ZN4core5slice4sort6stable9quicksort9quicksort17hb585313e97bdf554E(ptr noalias noundef nonnull align 8 %_33.i, i64 noundef range(i64 0, 1152921504606846976) %_51, ptr noalias noundef nonnull align 8 %scratch.0, i64 noundef range(i64 0, 1152921504606846976) %scratch.1, i32 noundef %limit.i53, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable_or_null(8) null) #26
  br label %bb11.i

_ZN4core5slice4sort6stable5drift13logical_merge17hcc013f149e312f28E.exit: ; preds = %bb13.i, %_ZN4core5slice4sort6stable5merge5merge17h72b7146b43f137afE.exit
  %_0.sroa.0.0.i = phi i64 [ %_34.i, %_ZN4core5slice4sort6stable5merge5merge17h72b7146b43f137afE.exit ], [ %_36.i, %bb13.i ]
  %_37 = icmp ugt i64 %count, 1
  br i1 %_37, label %bb12, label %bb17

bb19:                                             ; preds = %bb17
  %65 = add i64 %stack_len.sroa.0.1.lcssa, 1
  %_65 = lshr i64 %next_run.sroa.0.0, 1
  %66 = add nuw i64 %_65, %scan_idx.sroa.0.0
  br label %bb6

bb18:                                             ; preds = %bb17
  %_97 = and i64 %prev_run.sroa.0.1.lcssa, 1
  %.not = icmp eq i64 %_97, 0
  br i1 %.not, label %bb21, label %bb22

bb21:                                             ; preds = %bb18
  %self.i54 = or i64 %v.1, 1
  %67 = tail call range(i64 4, 64) i64 @llvm.ctlz.i64(i64 %self.i54, i1 true)
  %68 = trunc nuw nsw i64 %67 to i32
  %log.i55 = shl nuw nsw i32 %68, 1
  %limit.i56 = xor i32 %log.i55, 126
; call core::slice::sort::stable::quicksort::quicksort
  tail call fastcc void @_ZN4core5slice4sort6stable9quicksort9quicksort17hb585313e97bdf554E(ptr noalias noundef nonnull align 8 %v.0, i64 noundef range(i64 0, 1152921504606846976) %v.1, ptr noalias noundef nonnull align 8 %scratch.0, i64 noundef range(i64 0, 1152921504606846976) %scratch.1, i32 noundef %limit.i56, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable_or_null(8) null) #26
  br label %bb22

bb22:                                             ; preds = %bb18, %bb21
  call void @llvm.lifetime.end.p0(ptr nonnull %desired_depth_storage)
  call void @llvm.lifetime.end.p0(ptr nonnull %run_storage)
  ret void
}

; core::slice::sort::stable::quicksort::quicksort
; Function Attrs: noinline nonlazybind uwtable
define internal fastcc void @_ZN4core5slice4sort6stable9quicksort9quicksort17hb585313e97bdf554E(ptr noalias noundef nonnull align 8 %0, i64 noundef range(i64 0, 1152921504606846976) %1, ptr noalias noundef nonnull align 8 %scratch.0, i64 noundef range(i64 0, 1152921504606846976) %scratch.1, i32 noundef range(i32 0, 119) %2, ptr noalias noundef readonly align 8 captures(address) dereferenceable_or_null(8) %3) unnamed_addr #2 personality ptr @rust_eh_personality {
start:
  %pivot_copy = alloca [8 x i8], align 8
  %_8120126 = icmp samesign ult i64 %1, 33
  br i1 %_8120126, label %bb3, label %bb5.lr.ph

bb5.lr.ph:                                        ; preds = %start, %bb28
  %v.sroa.0.0.ph130 = phi ptr [ %_55, %bb28 ], [ %0, %start ]
  %v.sroa.16.0.ph129 = phi i64 [ %_63.i77, %bb28 ], [ %1, %start ]
  %limit.sroa.0.0.ph128 = phi i32 [ %13, %bb28 ], [ %2, %start ]
  %left_ancestor_pivot.sroa.0.0.ph127 = phi ptr [ null, %bb28 ], [ %3, %start ]
  %4 = ptrtoint ptr %v.sroa.0.0.ph130 to i64
  %.not = icmp eq ptr %left_ancestor_pivot.sroa.0.0.ph127, null
  br label %bb5

bb5:                                              ; preds = %bb5.lr.ph, %"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17hf16cf040d282cc73E.exit"
  %v.sroa.16.0122 = phi i64 [ %v.sroa.16.0.ph129, %bb5.lr.ph ], [ %state.sroa.27.2.lcssa.i, %"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17hf16cf040d282cc73E.exit" ]
  %limit.sroa.0.0121 = phi i32 [ %limit.sroa.0.0.ph128, %bb5.lr.ph ], [ %13, %"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17hf16cf040d282cc73E.exit" ]
  %5 = icmp eq i32 %limit.sroa.0.0121, 0
  br i1 %5, label %bb6, label %bb7

bb3:                                              ; preds = %bb28, %"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17hf16cf040d282cc73E.exit", %start
  %v.sroa.0.0.ph.lcssa119 = phi ptr [ %v.sroa.0.0.ph130, %"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17hf16cf040d282cc73E.exit" ], [ %0, %start ], [ %_55, %bb28 ]
  %v.sroa.16.0.lcssa = phi i64 [ %state.sroa.27.2.lcssa.i, %"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17hf16cf040d282cc73E.exit" ], [ %1, %start ], [ %_63.i77, %bb28 ]
  call void @llvm.experimental.noalias.scope.decl(metadata !963)
  call void @llvm.experimental.noalias.scope.decl(metadata !966)
  %_5.i = icmp samesign ult i64 %v.sroa.16.0.lcssa, 2
  br i1 %_5.i, label %bb22, label %bb2.i

bb2.i:                                            ; preds = %bb3
  %_8.i = add nuw nsw i64 %v.sroa.16.0.lcssa, 16
  %_6.i = icmp samesign ult i64 %scratch.1, %_8.i
  br i1 %_6.i, label %bb3.i, label %bb4.i

bb4.i:                                            ; preds = %bb2.i
  %len_div_29.i = lshr i64 %v.sroa.16.0.lcssa, 1
  %_14.i = icmp samesign ugt i64 %v.sroa.16.0.lcssa, 15
  br i1 %_14.i, label %bb6.i, label %bb9.i

bb3.i:                                            ; preds = %bb2.i
  call void @llvm.trap()
  unreachable

bb9.i:                                            ; preds = %bb4.i
  %_22.i = icmp samesign ugt i64 %v.sroa.16.0.lcssa, 7
  br i1 %_22.i, label %bb10.i, label %bb33.i

bb6.i:                                            ; preds = %bb4.i
  %_16.i = getelementptr inbounds nuw ptr, ptr %scratch.0, i64 %v.sroa.16.0.lcssa
; call core::slice::sort::shared::smallsort::sort4_stable
  call fastcc void @_ZN4core5slice4sort6shared9smallsort12sort4_stable17h05baa65c637cb9bdE(ptr noundef nonnull readonly align 8 %v.sroa.0.0.ph.lcssa119, ptr noundef nonnull %_16.i)
  %_9.i.i = getelementptr inbounds nuw i8, ptr %v.sroa.0.0.ph.lcssa119, i64 32
  %_10.i.i = getelementptr inbounds nuw i8, ptr %_16.i, i64 32
; call core::slice::sort::shared::smallsort::sort4_stable
  call fastcc void @_ZN4core5slice4sort6shared9smallsort12sort4_stable17h05baa65c637cb9bdE(ptr noundef readonly %_9.i.i, ptr noundef %_10.i.i)
; call core::slice::sort::shared::smallsort::bidirectional_merge
  call fastcc void @_ZN4core5slice4sort6shared9smallsort19bidirectional_merge17h1f6524a387db19cdE(ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) %_16.i, i64 noundef 8, ptr noundef nonnull align 8 %scratch.0)
  %_18.i = getelementptr inbounds nuw ptr, ptr %v.sroa.0.0.ph.lcssa119, i64 %len_div_29.i
  %_19.i = getelementptr inbounds nuw ptr, ptr %scratch.0, i64 %len_div_29.i
  %_20.i = getelementptr inbounds nuw i8, ptr %_16.i, i64 64
; call core::slice::sort::shared::smallsort::sort4_stable
  call fastcc void @_ZN4core5slice4sort6shared9smallsort12sort4_stable17h05baa65c637cb9bdE(ptr noundef nonnull readonly %_18.i, ptr noundef nonnull %_20.i)
  %_9.i11.i = getelementptr inbounds nuw i8, ptr %_18.i, i64 32
  %_10.i12.i = getelementptr inbounds nuw i8, ptr %_16.i, i64 96
; call core::slice::sort::shared::smallsort::sort4_stable
  call fastcc void @_ZN4core5slice4sort6shared9smallsort12sort4_stable17h05baa65c637cb9bdE(ptr noundef readonly %_9.i11.i, ptr noundef %_10.i12.i)
; call core::slice::sort::shared::smallsort::bidirectional_merge
  call fastcc void @_ZN4core5slice4sort6shared9smallsort19bidirectional_merge17h1f6524a387db19cdE(ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) %_20.i, i64 noundef 8, ptr noundef nonnull %_19.i)
  br label %bb15.i

bb10.i:                                           ; preds = %bb9.i
; call core::slice::sort::shared::smallsort::sort4_stable
  call fastcc void @_ZN4core5slice4sort6shared9smallsort12sort4_stable17h05baa65c637cb9bdE(ptr noundef nonnull align 8 %v.sroa.0.0.ph.lcssa119, ptr noundef nonnull align 8 %scratch.0)
  %_27.i = getelementptr inbounds nuw ptr, ptr %v.sroa.0.0.ph.lcssa119, i64 %len_div_29.i
  %_28.i = getelementptr inbounds nuw ptr, ptr %scratch.0, i64 %len_div_29.i
; call core::slice::sort::shared::smallsort::sort4_stable
  call fastcc void @_ZN4core5slice4sort6shared9smallsort12sort4_stable17h05baa65c637cb9bdE(ptr noundef %_27.i, ptr noundef %_28.i)
  br label %bb15.i

bb33.i:                                           ; preds = %bb9.i
  %6 = load i64, ptr %v.sroa.0.0.ph.lcssa119, align 8, !alias.scope !963, !noalias !968
  store i64 %6, ptr %scratch.0, align 8, !alias.scope !966, !noalias !970
  %_31.i = getelementptr inbounds nuw ptr, ptr %v.sroa.0.0.ph.lcssa119, i64 %len_div_29.i
  %dst.i = getelementptr inbounds nuw ptr, ptr %scratch.0, i64 %len_div_29.i
  %7 = load i64, ptr %_31.i, align 8, !alias.scope !963, !noalias !968
  store i64 %7, ptr %dst.i, align 8, !alias.scope !966, !noalias !970
  br label %bb15.i

bb15.i:                                           ; preds = %bb33.i, %bb10.i, %bb6.i
  %presorted_len.sroa.0.0.i = phi i64 [ 8, %bb6.i ], [ 4, %bb10.i ], [ 1, %bb33.i ]
  %8 = sub nsw i64 %v.sroa.16.0.lcssa, %len_div_29.i
  %_7418.i = icmp samesign ult i64 %presorted_len.sroa.0.0.i, %len_div_29.i
  br i1 %_7418.i, label %bb38.i, label %bb16.loopexit.i

bb16.loopexit.i:                                  ; preds = %bb38.i, %bb15.i
  %src.1.i = getelementptr inbounds nuw ptr, ptr %v.sroa.0.0.ph.lcssa119, i64 %len_div_29.i
  %dst5.1.i = getelementptr inbounds nuw ptr, ptr %scratch.0, i64 %len_div_29.i
  %_7418.1.i = icmp ult i64 %presorted_len.sroa.0.0.i, %8
  br i1 %_7418.1.i, label %bb38.1.i, label %bb16.loopexit.1.i

bb38.1.i:                                         ; preds = %bb16.loopexit.i, %bb38.1.i
  %iter1.sroa.0.019.1.i = phi i64 [ %_78.1.i, %bb38.1.i ], [ %presorted_len.sroa.0.0.i, %bb16.loopexit.i ]
  %_49.1.i = getelementptr inbounds nuw ptr, ptr %src.1.i, i64 %iter1.sroa.0.019.1.i
  %dst6.1.i = getelementptr inbounds nuw ptr, ptr %dst5.1.i, i64 %iter1.sroa.0.019.1.i
  %9 = load i64, ptr %_49.1.i, align 8, !alias.scope !963, !noalias !968
  store i64 %9, ptr %dst6.1.i, align 8, !alias.scope !966, !noalias !970
; call core::slice::sort::shared::smallsort::insert_tail
  call fastcc void @_ZN4core5slice4sort6shared9smallsort11insert_tail17hc9a09eb33a6e7a14E(ptr noundef %dst5.1.i, ptr noundef %dst6.1.i)
  %_78.1.i = add i64 %iter1.sroa.0.019.1.i, 1
  %exitcond.1.not.i = icmp eq i64 %_78.1.i, %8
  br i1 %exitcond.1.not.i, label %bb16.loopexit.1.i, label %bb38.1.i

bb16.loopexit.1.i:                                ; preds = %bb38.1.i, %bb16.loopexit.i
; invoke core::slice::sort::shared::smallsort::bidirectional_merge
  invoke fastcc void @_ZN4core5slice4sort6shared9smallsort19bidirectional_merge17h1f6524a387db19cdE(ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) %scratch.0, i64 noundef range(i64 0, 33) %v.sroa.16.0.lcssa, ptr noundef nonnull align 8 %v.sroa.0.0.ph.lcssa119)
          to label %bb22 unwind label %cleanup2.i

cleanup2.i:                                       ; preds = %bb16.loopexit.1.i
  %10 = landingpad { ptr, i32 }
          cleanup
  %11 = shl nuw nsw i64 %v.sroa.16.0.lcssa, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %v.sroa.0.0.ph.lcssa119, ptr nonnull align 8 %scratch.0, i64 %11, i1 false), !alias.scope !971, !noalias !972
  resume { ptr, i32 } %10

bb38.i:                                           ; preds = %bb15.i, %bb38.i
  %iter1.sroa.0.019.i = phi i64 [ %_78.i, %bb38.i ], [ %presorted_len.sroa.0.0.i, %bb15.i ]
  %_49.i = getelementptr inbounds nuw ptr, ptr %v.sroa.0.0.ph.lcssa119, i64 %iter1.sroa.0.019.i
  %dst6.i = getelementptr inbounds nuw ptr, ptr %scratch.0, i64 %iter1.sroa.0.019.i
  %12 = load i64, ptr %_49.i, align 8, !alias.scope !963, !noalias !968
  store i64 %12, ptr %dst6.i, align 8, !alias.scope !966, !noalias !970
; call core::slice::sort::shared::smallsort::insert_tail
  call fastcc void @_ZN4core5slice4sort6shared9smallsort11insert_tail17hc9a09eb33a6e7a14E(ptr noundef nonnull align 8 %scratch.0, ptr noundef %dst6.i)
  %_78.i = add i64 %iter1.sroa.0.019.i, 1
  %exitcond.not.i = icmp eq i64 %_78.i, %len_div_29.i
  br i1 %exitcond.not.i, label %bb16.loopexit.i, label %bb38.i

bb6:                                              ; preds = %bb5
; call core::slice::sort::stable::drift::sort
  call fastcc void @_ZN4core5slice4sort6stable5drift4sort17h2321730dc3bef434E(ptr noalias noundef nonnull align 8 %v.sroa.0.0.ph130, i64 noundef %v.sroa.16.0122, ptr noalias noundef nonnull align 8 %scratch.0, i64 noundef %scratch.1, i1 noundef zeroext true)
  br label %bb22

bb7:                                              ; preds = %bb5
  %13 = add nsw i32 %limit.sroa.0.0121, -1
  call void @llvm.experimental.noalias.scope.decl(metadata !977)
  %len_div_84.i = lshr i64 %v.sroa.16.0122, 3
  %b.idx.i = shl nuw nsw i64 %len_div_84.i, 5
  %b.i = getelementptr inbounds nuw i8, ptr %v.sroa.0.0.ph130, i64 %b.idx.i
  %c.idx.i = mul nuw nsw i64 %len_div_84.i, 56
  %c.i = getelementptr inbounds nuw i8, ptr %v.sroa.0.0.ph130, i64 %c.idx.i
  %_12.i = icmp samesign ult i64 %v.sroa.16.0122, 64
  br i1 %_12.i, label %bb3.i24, label %bb5.i

bb5.i:                                            ; preds = %bb7
; call core::slice::sort::shared::pivot::median3_rec
  %self.i = call fastcc noundef ptr @_ZN4core5slice4sort6shared5pivot11median3_rec17h2316666419aa4d6aE(ptr noundef nonnull readonly align 8 %v.sroa.0.0.ph130, ptr noundef readonly %b.i, ptr noundef readonly %c.i, i64 noundef %len_div_84.i)
  br label %bb10

bb3.i24:                                          ; preds = %bb7
  call void @llvm.experimental.noalias.scope.decl(metadata !980)
  call void @llvm.experimental.noalias.scope.decl(metadata !983)
  call void @llvm.experimental.noalias.scope.decl(metadata !985), !noalias !988
  call void @llvm.experimental.noalias.scope.decl(metadata !991), !noalias !988
  %_3.i.i.i = load ptr, ptr %v.sroa.0.0.ph130, align 8, !alias.scope !993, !noalias !994, !nonnull !4, !align !13, !noundef !4
  %_4.i.i.i = load ptr, ptr %b.i, align 8, !alias.scope !996, !noalias !997, !nonnull !4, !align !13, !noundef !4
  call void @llvm.experimental.noalias.scope.decl(metadata !998), !noalias !988
  call void @llvm.experimental.noalias.scope.decl(metadata !1001), !noalias !988
  call void @llvm.experimental.noalias.scope.decl(metadata !1003), !noalias !988
  call void @llvm.experimental.noalias.scope.decl(metadata !1006), !noalias !988
  %_3.0.i.i.i.i.i = load ptr, ptr %_3.i.i.i, align 8, !alias.scope !1008, !noalias !1009, !nonnull !4, !align !12, !noundef !4
  %14 = getelementptr inbounds nuw i8, ptr %_3.i.i.i, i64 8
  %_3.1.i.i.i.i.i = load i64, ptr %14, align 8, !alias.scope !1008, !noalias !1009, !noundef !4
  %_4.0.i.i.i.i.i = load ptr, ptr %_4.i.i.i, align 8, !alias.scope !1010, !noalias !1011, !nonnull !4, !align !12, !noundef !4
  %15 = getelementptr inbounds nuw i8, ptr %_4.i.i.i, i64 8
  %_4.1.i.i.i.i.i = load i64, ptr %15, align 8, !alias.scope !1010, !noalias !1011, !noundef !4
  %spec.store.select.i.i.i.i.i.i.i.i.i = call i64 @llvm.umin.i64(i64 %_3.1.i.i.i.i.i, i64 %_4.1.i.i.i.i.i)
  %16 = call i32 @memcmp(ptr nonnull readonly align 1 %_3.0.i.i.i.i.i, ptr nonnull readonly align 1 %_4.0.i.i.i.i.i, i64 %spec.store.select.i.i.i.i.i.i.i.i.i), !alias.scope !1012, !noalias !1025
  %17 = sext i32 %16 to i64
  %18 = icmp eq i32 %16, 0
  %diff.i.i.i.i.i.i.i.i.i = sub i64 %_3.1.i.i.i.i.i, %_4.1.i.i.i.i.i
  %spec.select.i.i.i.i.i.i.i.i.i = select i1 %18, i64 %diff.i.i.i.i.i.i.i.i.i, i64 %17
  %cond.i.i.i.i.i.i.i = icmp eq i64 %spec.select.i.i.i.i.i.i.i.i.i, 0
  br i1 %cond.i.i.i.i.i.i.i, label %bb3.i.i.i.i, label %bb4.i.i.i.i

bb4.i.i.i.i:                                      ; preds = %bb3.i24
  %19 = icmp slt i64 %spec.select.i.i.i.i.i.i.i.i.i, 0
  br label %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit.i

bb3.i.i.i.i:                                      ; preds = %bb3.i24
  %_7.i.i.i.i = getelementptr inbounds nuw i8, ptr %_3.i.i.i, i64 16
  %_8.i.i.i.i = getelementptr inbounds nuw i8, ptr %_4.i.i.i, i64 16
  call void @llvm.experimental.noalias.scope.decl(metadata !1026), !noalias !988
  call void @llvm.experimental.noalias.scope.decl(metadata !1029), !noalias !988
  %_3.i.i.i.i.i = load i64, ptr %_7.i.i.i.i, align 8, !alias.scope !1031, !noalias !1032, !noundef !4
  %_4.i.i.i.i.i = load i64, ptr %_8.i.i.i.i, align 8, !alias.scope !1033, !noalias !1034, !noundef !4
  %_0.i.i.i.i.i = icmp ult i64 %_3.i.i.i.i.i, %_4.i.i.i.i.i
  br label %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit.i

_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit.i: ; preds = %bb3.i.i.i.i, %bb4.i.i.i.i
  %val.sroa.0.0.i.i.i.i = phi i1 [ %19, %bb4.i.i.i.i ], [ %_0.i.i.i.i.i, %bb3.i.i.i.i ]
  call void @llvm.experimental.noalias.scope.decl(metadata !1035)
  call void @llvm.experimental.noalias.scope.decl(metadata !1038)
  %_4.i.i6.i = load ptr, ptr %c.i, align 8, !alias.scope !1041, !noalias !1042, !nonnull !4, !align !13, !noundef !4
  call void @llvm.experimental.noalias.scope.decl(metadata !1045)
  call void @llvm.experimental.noalias.scope.decl(metadata !1048)
  call void @llvm.experimental.noalias.scope.decl(metadata !1050)
  %_4.0.i.i.i.i9.i = load ptr, ptr %_4.i.i6.i, align 8, !alias.scope !1053, !noalias !1054, !nonnull !4, !align !12, !noundef !4
  %20 = getelementptr inbounds nuw i8, ptr %_4.i.i6.i, i64 8
  %_4.1.i.i.i.i10.i = load i64, ptr %20, align 8, !alias.scope !1053, !noalias !1054, !noundef !4
  %spec.store.select.i.i.i.i.i.i.i.i11.i = call i64 @llvm.umin.i64(i64 %_3.1.i.i.i.i.i, i64 %_4.1.i.i.i.i10.i)
  %21 = call i32 @memcmp(ptr nonnull readonly align 1 %_3.0.i.i.i.i.i, ptr nonnull readonly align 1 %_4.0.i.i.i.i9.i, i64 %spec.store.select.i.i.i.i.i.i.i.i11.i), !alias.scope !1056, !noalias !1069
  %22 = sext i32 %21 to i64
  %23 = icmp eq i32 %21, 0
  %diff.i.i.i.i.i.i.i.i12.i = sub i64 %_3.1.i.i.i.i.i, %_4.1.i.i.i.i10.i
  %spec.select.i.i.i.i.i.i.i.i13.i = select i1 %23, i64 %diff.i.i.i.i.i.i.i.i12.i, i64 %22
  %cond.i.i.i.i.i.i14.i = icmp eq i64 %spec.select.i.i.i.i.i.i.i.i13.i, 0
  br i1 %cond.i.i.i.i.i.i14.i, label %bb3.i.i.i17.i, label %bb4.i.i.i15.i

bb4.i.i.i15.i:                                    ; preds = %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit.i
  %24 = icmp slt i64 %spec.select.i.i.i.i.i.i.i.i13.i, 0
  br label %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit23.i

bb3.i.i.i17.i:                                    ; preds = %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit.i
  %_7.i.i.i18.i = getelementptr inbounds nuw i8, ptr %_3.i.i.i, i64 16
  %_8.i.i.i19.i = getelementptr inbounds nuw i8, ptr %_4.i.i6.i, i64 16
  call void @llvm.experimental.noalias.scope.decl(metadata !1070)
  call void @llvm.experimental.noalias.scope.decl(metadata !1073)
  %_3.i.i.i.i20.i = load i64, ptr %_7.i.i.i18.i, align 8, !alias.scope !1075, !noalias !1076, !noundef !4
  %_4.i.i.i.i21.i = load i64, ptr %_8.i.i.i19.i, align 8, !alias.scope !1077, !noalias !1078, !noundef !4
  %_0.i.i.i.i22.i = icmp ult i64 %_3.i.i.i.i20.i, %_4.i.i.i.i21.i
  br label %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit23.i

_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit23.i: ; preds = %bb3.i.i.i17.i, %bb4.i.i.i15.i
  %val.sroa.0.0.i.i.i16.i = phi i1 [ %24, %bb4.i.i.i15.i ], [ %_0.i.i.i.i22.i, %bb3.i.i.i17.i ]
  %25 = xor i1 %val.sroa.0.0.i.i.i.i, %val.sroa.0.0.i.i.i16.i
  br i1 %25, label %bb10, label %bb3.i.i

bb3.i.i:                                          ; preds = %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit23.i
  call void @llvm.experimental.noalias.scope.decl(metadata !1079)
  call void @llvm.experimental.noalias.scope.decl(metadata !1082)
  %spec.store.select.i.i.i.i.i.i.i.i30.i = call i64 @llvm.umin.i64(i64 %_4.1.i.i.i.i.i, i64 %_4.1.i.i.i.i10.i)
  %26 = call i32 @memcmp(ptr nonnull readonly align 1 %_4.0.i.i.i.i.i, ptr nonnull readonly align 1 %_4.0.i.i.i.i9.i, i64 %spec.store.select.i.i.i.i.i.i.i.i30.i), !alias.scope !1084, !noalias !1097
  %27 = sext i32 %26 to i64
  %28 = icmp eq i32 %26, 0
  %diff.i.i.i.i.i.i.i.i31.i = sub i64 %_4.1.i.i.i.i.i, %_4.1.i.i.i.i10.i
  %spec.select.i.i.i.i.i.i.i.i32.i = select i1 %28, i64 %diff.i.i.i.i.i.i.i.i31.i, i64 %27
  %cond.i.i.i.i.i.i33.i = icmp eq i64 %spec.select.i.i.i.i.i.i.i.i32.i, 0
  br i1 %cond.i.i.i.i.i.i33.i, label %bb3.i.i.i36.i, label %bb4.i.i.i34.i

bb4.i.i.i34.i:                                    ; preds = %bb3.i.i
  %29 = icmp slt i64 %spec.select.i.i.i.i.i.i.i.i32.i, 0
  br label %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit42.i

bb3.i.i.i36.i:                                    ; preds = %bb3.i.i
  %_7.i.i.i37.i = getelementptr inbounds nuw i8, ptr %_4.i.i.i, i64 16
  %_8.i.i.i38.i = getelementptr inbounds nuw i8, ptr %_4.i.i6.i, i64 16
  call void @llvm.experimental.noalias.scope.decl(metadata !1107)
  call void @llvm.experimental.noalias.scope.decl(metadata !1110)
  %_3.i.i.i.i39.i = load i64, ptr %_7.i.i.i37.i, align 8, !alias.scope !1112, !noalias !1113, !noundef !4
  %_4.i.i.i.i40.i = load i64, ptr %_8.i.i.i38.i, align 8, !alias.scope !1114, !noalias !1115, !noundef !4
  %_0.i.i.i.i41.i = icmp ult i64 %_3.i.i.i.i39.i, %_4.i.i.i.i40.i
  br label %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit42.i

_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit42.i: ; preds = %bb3.i.i.i36.i, %bb4.i.i.i34.i
  %val.sroa.0.0.i.i.i35.i = phi i1 [ %29, %bb4.i.i.i34.i ], [ %_0.i.i.i.i41.i, %bb3.i.i.i36.i ]
  %_12.i.i = xor i1 %val.sroa.0.0.i.i.i.i, %val.sroa.0.0.i.i.i35.i
  %c.b.i.i = select i1 %_12.i.i, ptr %c.i, ptr %b.i
  br label %bb10

bb22:                                             ; preds = %bb16.loopexit.1.i, %bb3.thread, %bb3, %bb6
  ret void

bb10:                                             ; preds = %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit42.i, %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit23.i, %bb5.i
  %_0.sroa.0.0.i.sink.i = phi ptr [ %self.i, %bb5.i ], [ %v.sroa.0.0.ph130, %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit23.i ], [ %c.b.i.i, %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit42.i ]
  %30 = ptrtoint ptr %_0.sroa.0.0.i.sink.i to i64
  %31 = sub nuw i64 %30, %4
  %index.sroa.0.0.i = lshr exact i64 %31, 3
  %cond.i = icmp samesign ult i64 %index.sroa.0.0.i, %v.sroa.16.0122
  call void @llvm.assume(i1 %cond.i)
  call void @llvm.lifetime.start.p0(ptr nonnull %pivot_copy)
  %self = getelementptr inbounds nuw i8, ptr %v.sroa.0.0.ph130, i64 %31
  %32 = load ptr, ptr %self, align 8
  store ptr %32, ptr %pivot_copy, align 8
  br i1 %.not, label %bb14, label %bb12

bb12:                                             ; preds = %bb10
  call void @llvm.experimental.noalias.scope.decl(metadata !1116)
  call void @llvm.experimental.noalias.scope.decl(metadata !1119)
  %_3.i.i = load ptr, ptr %left_ancestor_pivot.sroa.0.0.ph127, align 8, !alias.scope !1122, !noalias !1123, !nonnull !4, !align !13, !noundef !4
  call void @llvm.experimental.noalias.scope.decl(metadata !1126)
  call void @llvm.experimental.noalias.scope.decl(metadata !1129)
  call void @llvm.experimental.noalias.scope.decl(metadata !1131)
  call void @llvm.experimental.noalias.scope.decl(metadata !1134)
  %_3.0.i.i.i.i = load ptr, ptr %_3.i.i, align 8, !alias.scope !1136, !noalias !1137, !nonnull !4, !align !12, !noundef !4
  %33 = getelementptr inbounds nuw i8, ptr %_3.i.i, i64 8
  %_3.1.i.i.i.i = load i64, ptr %33, align 8, !alias.scope !1136, !noalias !1137, !noundef !4
  %_4.0.i.i.i.i = load ptr, ptr %32, align 8, !alias.scope !1138, !noalias !1139, !nonnull !4, !align !12, !noundef !4
  %34 = getelementptr inbounds nuw i8, ptr %32, i64 8
  %_4.1.i.i.i.i = load i64, ptr %34, align 8, !alias.scope !1138, !noalias !1139, !noundef !4
  %spec.store.select.i.i.i.i.i.i.i.i = call i64 @llvm.umin.i64(i64 %_3.1.i.i.i.i, i64 %_4.1.i.i.i.i)
  %35 = call i32 @memcmp(ptr nonnull readonly align 1 %_3.0.i.i.i.i, ptr nonnull readonly align 1 %_4.0.i.i.i.i, i64 %spec.store.select.i.i.i.i.i.i.i.i), !alias.scope !1140, !noalias !1153
  %36 = sext i32 %35 to i64
  %37 = icmp eq i32 %35, 0
  %diff.i.i.i.i.i.i.i.i = sub i64 %_3.1.i.i.i.i, %_4.1.i.i.i.i
  %spec.select.i.i.i.i.i.i.i.i = select i1 %37, i64 %diff.i.i.i.i.i.i.i.i, i64 %36
  %cond.i.i.i.i.i.i = icmp eq i64 %spec.select.i.i.i.i.i.i.i.i, 0
  br i1 %cond.i.i.i.i.i.i, label %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit, label %bb4.i.i.i

bb4.i.i.i:                                        ; preds = %bb12
  %38 = icmp slt i64 %spec.select.i.i.i.i.i.i.i.i, 0
  br i1 %38, label %bb14, label %bb17

_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit: ; preds = %bb12
  %_7.i.i.i = getelementptr inbounds nuw i8, ptr %_3.i.i, i64 16
  %_8.i.i.i = getelementptr inbounds nuw i8, ptr %32, i64 16
  call void @llvm.experimental.noalias.scope.decl(metadata !1154)
  call void @llvm.experimental.noalias.scope.decl(metadata !1157)
  %_3.i.i.i.i = load i64, ptr %_7.i.i.i, align 8, !alias.scope !1159, !noalias !1160, !noundef !4
  %_4.i.i.i.i = load i64, ptr %_8.i.i.i, align 8, !alias.scope !1161, !noalias !1162, !noundef !4
  %_0.i.i.i.i = icmp ult i64 %_3.i.i.i.i, %_4.i.i.i.i
  br i1 %_0.i.i.i.i, label %bb14, label %bb17

bb14:                                             ; preds = %bb4.i.i.i, %bb10, %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit
  call void @llvm.experimental.noalias.scope.decl(metadata !1163)
  call void @llvm.experimental.noalias.scope.decl(metadata !1166)
  %_8.i25.not = icmp samesign ult i64 %scratch.1, %v.sroa.16.0122
  br i1 %_8.i25.not, label %bb28.i, label %bb30.i, !prof !658

bb30.i:                                           ; preds = %bb14
  %_83.i = getelementptr ptr, ptr %scratch.0, i64 %v.sroa.16.0122
  br label %bb3.i26

bb28.i:                                           ; preds = %bb14
  call void @llvm.trap()
  unreachable

bb3.i26:                                          ; preds = %bb23.i, %bb30.i
  %state.sroa.27.0.i = phi i64 [ 0, %bb30.i ], [ %state.sroa.27.2.lcssa.i, %bb23.i ]
  %state.sroa.9.0.i = phi ptr [ %v.sroa.0.0.ph130, %bb30.i ], [ %_9.i119.i, %bb23.i ]
  %state.sroa.43.0.i = phi ptr [ %_83.i, %bb30.i ], [ %82, %bb23.i ]
  %pivot_pos.sroa.0.0.i = phi i64 [ %index.sroa.0.0.i, %bb30.i ], [ %v.sroa.16.0122, %bb23.i ]
  %39 = call i64 @llvm.usub.sat.i64(i64 %pivot_pos.sroa.0.0.i, i64 3)
  %unroll_end.i = getelementptr inbounds nuw ptr, ptr %v.sroa.0.0.ph130, i64 %39
  %_19133.i = icmp ult ptr %state.sroa.9.0.i, %unroll_end.i
  br i1 %_19133.i, label %bb6.i29.preheader, label %bb16.i

bb6.i29.preheader:                                ; preds = %bb3.i26
  %_4.i.i.i31 = load ptr, ptr %self, align 8, !alias.scope !1168, !noalias !1173, !nonnull !4, !align !13, !noundef !4
  %_4.0.i.i.i.i.i34 = load ptr, ptr %_4.i.i.i31, align 8, !alias.scope !1176, !noalias !1181, !nonnull !4, !align !12, !noundef !4
  %40 = getelementptr inbounds nuw i8, ptr %_4.i.i.i31, i64 8
  %_4.1.i.i.i.i.i35 = load i64, ptr %40, align 8, !alias.scope !1176, !noalias !1181, !noundef !4
  %_8.i.i.i.i47 = getelementptr inbounds nuw i8, ptr %_4.i.i.i31, i64 16
  br label %bb6.i29

bb6.i29:                                          ; preds = %bb6.i29.preheader, %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit80.i
  %state.sroa.43.1136.i = phi ptr [ %71, %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit80.i ], [ %state.sroa.43.0.i, %bb6.i29.preheader ]
  %state.sroa.9.1135.i = phi ptr [ %_9.i87.i, %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit80.i ], [ %state.sroa.9.0.i, %bb6.i29.preheader ]
  %state.sroa.27.1134.i = phi i64 [ %72, %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit80.i ], [ %state.sroa.27.0.i, %bb6.i29.preheader ]
  call void @llvm.experimental.noalias.scope.decl(metadata !1184)
  call void @llvm.experimental.noalias.scope.decl(metadata !1185)
  call void @llvm.experimental.noalias.scope.decl(metadata !1186)
  call void @llvm.experimental.noalias.scope.decl(metadata !1187)
  %_3.i.i.i30 = load ptr, ptr %state.sroa.9.1135.i, align 8, !alias.scope !1188, !noalias !1189, !nonnull !4, !align !13, !noundef !4
  call void @llvm.experimental.noalias.scope.decl(metadata !1190)
  call void @llvm.experimental.noalias.scope.decl(metadata !1191)
  call void @llvm.experimental.noalias.scope.decl(metadata !1192)
  call void @llvm.experimental.noalias.scope.decl(metadata !1193)
  %_3.0.i.i.i.i.i32 = load ptr, ptr %_3.i.i.i30, align 8, !alias.scope !1194, !noalias !1195, !nonnull !4, !align !12, !noundef !4
  %41 = getelementptr inbounds nuw i8, ptr %_3.i.i.i30, i64 8
  %_3.1.i.i.i.i.i33 = load i64, ptr %41, align 8, !alias.scope !1194, !noalias !1195, !noundef !4
  %spec.store.select.i.i.i.i.i.i.i.i.i36 = call i64 @llvm.umin.i64(i64 %_3.1.i.i.i.i.i33, i64 %_4.1.i.i.i.i.i35)
  %42 = call i32 @memcmp(ptr nonnull readonly align 1 %_3.0.i.i.i.i.i32, ptr nonnull readonly align 1 %_4.0.i.i.i.i.i34, i64 %spec.store.select.i.i.i.i.i.i.i.i.i36), !alias.scope !1196, !noalias !1209
  %43 = sext i32 %42 to i64
  %44 = icmp eq i32 %42, 0
  %diff.i.i.i.i.i.i.i.i.i37 = sub i64 %_3.1.i.i.i.i.i33, %_4.1.i.i.i.i.i35
  %spec.select.i.i.i.i.i.i.i.i.i38 = select i1 %44, i64 %diff.i.i.i.i.i.i.i.i.i37, i64 %43
  %cond.i.i.i.i.i.i.i39 = icmp eq i64 %spec.select.i.i.i.i.i.i.i.i.i38, 0
  %45 = ptrtoint ptr %_3.i.i.i30 to i64
  br i1 %cond.i.i.i.i.i.i.i39, label %bb3.i.i.i.i45, label %bb4.i.i.i.i40

bb4.i.i.i.i40:                                    ; preds = %bb6.i29
  %46 = icmp slt i64 %spec.select.i.i.i.i.i.i.i.i.i38, 0
  br label %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit.i41

bb3.i.i.i.i45:                                    ; preds = %bb6.i29
  %_7.i.i.i.i46 = getelementptr inbounds nuw i8, ptr %_3.i.i.i30, i64 16
  call void @llvm.experimental.noalias.scope.decl(metadata !1210)
  call void @llvm.experimental.noalias.scope.decl(metadata !1213)
  %_3.i.i.i.i.i48 = load i64, ptr %_7.i.i.i.i46, align 8, !alias.scope !1215, !noalias !1216, !noundef !4
  %_4.i.i.i.i.i49 = load i64, ptr %_8.i.i.i.i47, align 8, !alias.scope !1217, !noalias !1218, !noundef !4
  %_0.i.i.i.i.i50 = icmp ult i64 %_3.i.i.i.i.i48, %_4.i.i.i.i.i49
  br label %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit.i41

_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit.i41: ; preds = %bb3.i.i.i.i45, %bb4.i.i.i.i40
  %val.sroa.0.0.i.i.i.i42 = phi i1 [ %46, %bb4.i.i.i.i40 ], [ %_0.i.i.i.i.i50, %bb3.i.i.i.i45 ]
  %47 = getelementptr inbounds i8, ptr %state.sroa.43.1136.i, i64 -8
  %dst_base.sroa.0.0.i.i = select i1 %val.sroa.0.0.i.i.i.i42, ptr %scratch.0, ptr %47
  %dst.i.i = getelementptr inbounds nuw ptr, ptr %dst_base.sroa.0.0.i.i, i64 %state.sroa.27.1134.i
  store i64 %45, ptr %dst.i.i, align 8, !alias.scope !1166, !noalias !1219
  %_8.i.i = zext i1 %val.sroa.0.0.i.i.i.i42 to i64
  %48 = add i64 %state.sroa.27.1134.i, %_8.i.i
  %_9.i.i43 = getelementptr inbounds nuw i8, ptr %state.sroa.9.1135.i, i64 8
  call void @llvm.experimental.noalias.scope.decl(metadata !1222)
  call void @llvm.experimental.noalias.scope.decl(metadata !1225)
  %_3.i.i10.i = load ptr, ptr %_9.i.i43, align 8, !alias.scope !1228, !noalias !1229, !nonnull !4, !align !13, !noundef !4
  call void @llvm.experimental.noalias.scope.decl(metadata !1232)
  call void @llvm.experimental.noalias.scope.decl(metadata !1235)
  call void @llvm.experimental.noalias.scope.decl(metadata !1237)
  %_3.0.i.i.i.i12.i = load ptr, ptr %_3.i.i10.i, align 8, !alias.scope !1240, !noalias !1241, !nonnull !4, !align !12, !noundef !4
  %49 = getelementptr inbounds nuw i8, ptr %_3.i.i10.i, i64 8
  %_3.1.i.i.i.i13.i = load i64, ptr %49, align 8, !alias.scope !1240, !noalias !1241, !noundef !4
  %spec.store.select.i.i.i.i.i.i.i.i16.i = call i64 @llvm.umin.i64(i64 %_3.1.i.i.i.i13.i, i64 %_4.1.i.i.i.i.i35)
  %50 = call i32 @memcmp(ptr nonnull readonly align 1 %_3.0.i.i.i.i12.i, ptr nonnull readonly align 1 %_4.0.i.i.i.i.i34, i64 %spec.store.select.i.i.i.i.i.i.i.i16.i), !alias.scope !1243, !noalias !1256
  %51 = sext i32 %50 to i64
  %52 = icmp eq i32 %50, 0
  %diff.i.i.i.i.i.i.i.i17.i = sub i64 %_3.1.i.i.i.i13.i, %_4.1.i.i.i.i.i35
  %spec.select.i.i.i.i.i.i.i.i18.i = select i1 %52, i64 %diff.i.i.i.i.i.i.i.i17.i, i64 %51
  %cond.i.i.i.i.i.i19.i = icmp eq i64 %spec.select.i.i.i.i.i.i.i.i18.i, 0
  %53 = ptrtoint ptr %_3.i.i10.i to i64
  br i1 %cond.i.i.i.i.i.i19.i, label %bb3.i.i.i22.i, label %bb4.i.i.i20.i

bb4.i.i.i20.i:                                    ; preds = %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit.i41
  %54 = icmp slt i64 %spec.select.i.i.i.i.i.i.i.i18.i, 0
  br label %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit28.i

bb3.i.i.i22.i:                                    ; preds = %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit.i41
  %_7.i.i.i23.i = getelementptr inbounds nuw i8, ptr %_3.i.i10.i, i64 16
  call void @llvm.experimental.noalias.scope.decl(metadata !1257)
  call void @llvm.experimental.noalias.scope.decl(metadata !1260)
  %_3.i.i.i.i25.i = load i64, ptr %_7.i.i.i23.i, align 8, !alias.scope !1262, !noalias !1263, !noundef !4
  %_4.i.i.i.i26.i = load i64, ptr %_8.i.i.i.i47, align 8, !alias.scope !1264, !noalias !1265, !noundef !4
  %_0.i.i.i.i27.i = icmp ult i64 %_3.i.i.i.i25.i, %_4.i.i.i.i26.i
  br label %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit28.i

_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit28.i: ; preds = %bb3.i.i.i22.i, %bb4.i.i.i20.i
  %val.sroa.0.0.i.i.i21.i = phi i1 [ %54, %bb4.i.i.i20.i ], [ %_0.i.i.i.i27.i, %bb3.i.i.i22.i ]
  %55 = getelementptr inbounds i8, ptr %state.sroa.43.1136.i, i64 -16
  %dst_base.sroa.0.0.i30.i = select i1 %val.sroa.0.0.i.i.i21.i, ptr %scratch.0, ptr %55
  %dst.i32.i = getelementptr inbounds nuw ptr, ptr %dst_base.sroa.0.0.i30.i, i64 %48
  store i64 %53, ptr %dst.i32.i, align 8, !alias.scope !1166, !noalias !1266
  %_8.i34.i = zext i1 %val.sroa.0.0.i.i.i21.i to i64
  %56 = add i64 %48, %_8.i34.i
  %_9.i35.i = getelementptr inbounds nuw i8, ptr %state.sroa.9.1135.i, i64 16
  call void @llvm.experimental.noalias.scope.decl(metadata !1269)
  call void @llvm.experimental.noalias.scope.decl(metadata !1272)
  %_3.i.i36.i = load ptr, ptr %_9.i35.i, align 8, !alias.scope !1275, !noalias !1276, !nonnull !4, !align !13, !noundef !4
  call void @llvm.experimental.noalias.scope.decl(metadata !1279)
  call void @llvm.experimental.noalias.scope.decl(metadata !1282)
  call void @llvm.experimental.noalias.scope.decl(metadata !1284)
  %_3.0.i.i.i.i38.i = load ptr, ptr %_3.i.i36.i, align 8, !alias.scope !1287, !noalias !1288, !nonnull !4, !align !12, !noundef !4
  %57 = getelementptr inbounds nuw i8, ptr %_3.i.i36.i, i64 8
  %_3.1.i.i.i.i39.i = load i64, ptr %57, align 8, !alias.scope !1287, !noalias !1288, !noundef !4
  %spec.store.select.i.i.i.i.i.i.i.i42.i = call i64 @llvm.umin.i64(i64 %_3.1.i.i.i.i39.i, i64 %_4.1.i.i.i.i.i35)
  %58 = call i32 @memcmp(ptr nonnull readonly align 1 %_3.0.i.i.i.i38.i, ptr nonnull readonly align 1 %_4.0.i.i.i.i.i34, i64 %spec.store.select.i.i.i.i.i.i.i.i42.i), !alias.scope !1290, !noalias !1303
  %59 = sext i32 %58 to i64
  %60 = icmp eq i32 %58, 0
  %diff.i.i.i.i.i.i.i.i43.i = sub i64 %_3.1.i.i.i.i39.i, %_4.1.i.i.i.i.i35
  %spec.select.i.i.i.i.i.i.i.i44.i = select i1 %60, i64 %diff.i.i.i.i.i.i.i.i43.i, i64 %59
  %cond.i.i.i.i.i.i45.i = icmp eq i64 %spec.select.i.i.i.i.i.i.i.i44.i, 0
  %61 = ptrtoint ptr %_3.i.i36.i to i64
  br i1 %cond.i.i.i.i.i.i45.i, label %bb3.i.i.i48.i, label %bb4.i.i.i46.i

bb4.i.i.i46.i:                                    ; preds = %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit28.i
  %62 = icmp slt i64 %spec.select.i.i.i.i.i.i.i.i44.i, 0
  br label %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit54.i

bb3.i.i.i48.i:                                    ; preds = %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit28.i
  %_7.i.i.i49.i = getelementptr inbounds nuw i8, ptr %_3.i.i36.i, i64 16
  call void @llvm.experimental.noalias.scope.decl(metadata !1304)
  call void @llvm.experimental.noalias.scope.decl(metadata !1307)
  %_3.i.i.i.i51.i = load i64, ptr %_7.i.i.i49.i, align 8, !alias.scope !1309, !noalias !1310, !noundef !4
  %_4.i.i.i.i52.i = load i64, ptr %_8.i.i.i.i47, align 8, !alias.scope !1311, !noalias !1312, !noundef !4
  %_0.i.i.i.i53.i = icmp ult i64 %_3.i.i.i.i51.i, %_4.i.i.i.i52.i
  br label %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit54.i

_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit54.i: ; preds = %bb3.i.i.i48.i, %bb4.i.i.i46.i
  %val.sroa.0.0.i.i.i47.i = phi i1 [ %62, %bb4.i.i.i46.i ], [ %_0.i.i.i.i53.i, %bb3.i.i.i48.i ]
  %63 = getelementptr inbounds i8, ptr %state.sroa.43.1136.i, i64 -24
  %dst_base.sroa.0.0.i56.i = select i1 %val.sroa.0.0.i.i.i47.i, ptr %scratch.0, ptr %63
  %dst.i58.i = getelementptr inbounds nuw ptr, ptr %dst_base.sroa.0.0.i56.i, i64 %56
  store i64 %61, ptr %dst.i58.i, align 8, !alias.scope !1166, !noalias !1313
  %_8.i60.i = zext i1 %val.sroa.0.0.i.i.i47.i to i64
  %64 = add i64 %56, %_8.i60.i
  %_9.i61.i = getelementptr inbounds nuw i8, ptr %state.sroa.9.1135.i, i64 24
  call void @llvm.experimental.noalias.scope.decl(metadata !1316)
  call void @llvm.experimental.noalias.scope.decl(metadata !1319)
  %_3.i.i62.i = load ptr, ptr %_9.i61.i, align 8, !alias.scope !1322, !noalias !1323, !nonnull !4, !align !13, !noundef !4
  call void @llvm.experimental.noalias.scope.decl(metadata !1326)
  call void @llvm.experimental.noalias.scope.decl(metadata !1329)
  call void @llvm.experimental.noalias.scope.decl(metadata !1331)
  %_3.0.i.i.i.i64.i = load ptr, ptr %_3.i.i62.i, align 8, !alias.scope !1334, !noalias !1335, !nonnull !4, !align !12, !noundef !4
  %65 = getelementptr inbounds nuw i8, ptr %_3.i.i62.i, i64 8
  %_3.1.i.i.i.i65.i = load i64, ptr %65, align 8, !alias.scope !1334, !noalias !1335, !noundef !4
  %spec.store.select.i.i.i.i.i.i.i.i68.i = call i64 @llvm.umin.i64(i64 %_3.1.i.i.i.i65.i, i64 %_4.1.i.i.i.i.i35)
  %66 = call i32 @memcmp(ptr nonnull readonly align 1 %_3.0.i.i.i.i64.i, ptr nonnull readonly align 1 %_4.0.i.i.i.i.i34, i64 %spec.store.select.i.i.i.i.i.i.i.i68.i), !alias.scope !1337, !noalias !1350
  %67 = sext i32 %66 to i64
  %68 = icmp eq i32 %66, 0
  %diff.i.i.i.i.i.i.i.i69.i = sub i64 %_3.1.i.i.i.i65.i, %_4.1.i.i.i.i.i35
  %spec.select.i.i.i.i.i.i.i.i70.i = select i1 %68, i64 %diff.i.i.i.i.i.i.i.i69.i, i64 %67
  %cond.i.i.i.i.i.i71.i = icmp eq i64 %spec.select.i.i.i.i.i.i.i.i70.i, 0
  %69 = ptrtoint ptr %_3.i.i62.i to i64
  br i1 %cond.i.i.i.i.i.i71.i, label %bb3.i.i.i74.i, label %bb4.i.i.i72.i

bb4.i.i.i72.i:                                    ; preds = %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit54.i
  %70 = icmp slt i64 %spec.select.i.i.i.i.i.i.i.i70.i, 0
  br label %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit80.i

bb3.i.i.i74.i:                                    ; preds = %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit54.i
  %_7.i.i.i75.i = getelementptr inbounds nuw i8, ptr %_3.i.i62.i, i64 16
  call void @llvm.experimental.noalias.scope.decl(metadata !1351)
  call void @llvm.experimental.noalias.scope.decl(metadata !1354)
  %_3.i.i.i.i77.i = load i64, ptr %_7.i.i.i75.i, align 8, !alias.scope !1356, !noalias !1357, !noundef !4
  %_4.i.i.i.i78.i = load i64, ptr %_8.i.i.i.i47, align 8, !alias.scope !1358, !noalias !1359, !noundef !4
  %_0.i.i.i.i79.i = icmp ult i64 %_3.i.i.i.i77.i, %_4.i.i.i.i78.i
  br label %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit80.i

_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit80.i: ; preds = %bb3.i.i.i74.i, %bb4.i.i.i72.i
  %val.sroa.0.0.i.i.i73.i = phi i1 [ %70, %bb4.i.i.i72.i ], [ %_0.i.i.i.i79.i, %bb3.i.i.i74.i ]
  %71 = getelementptr inbounds i8, ptr %state.sroa.43.1136.i, i64 -32
  %dst_base.sroa.0.0.i82.i = select i1 %val.sroa.0.0.i.i.i73.i, ptr %scratch.0, ptr %71
  %dst.i84.i = getelementptr inbounds nuw ptr, ptr %dst_base.sroa.0.0.i82.i, i64 %64
  store i64 %69, ptr %dst.i84.i, align 8, !alias.scope !1166, !noalias !1360
  %_8.i86.i = zext i1 %val.sroa.0.0.i.i.i73.i to i64
  %72 = add i64 %64, %_8.i86.i
  %_9.i87.i = getelementptr inbounds nuw i8, ptr %state.sroa.9.1135.i, i64 32
  %_19.i44 = icmp ult ptr %_9.i87.i, %unroll_end.i
  br i1 %_19.i44, label %bb6.i29, label %bb16.i

bb16.i:                                           ; preds = %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit80.i, %bb3.i26
  %state.sroa.27.1.lcssa.i = phi i64 [ %state.sroa.27.0.i, %bb3.i26 ], [ %72, %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit80.i ]
  %state.sroa.9.1.lcssa.i = phi ptr [ %state.sroa.9.0.i, %bb3.i26 ], [ %_9.i87.i, %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit80.i ]
  %state.sroa.43.1.lcssa.i = phi ptr [ %state.sroa.43.0.i, %bb3.i26 ], [ %71, %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit80.i ]
  %loop_end.i = getelementptr inbounds nuw ptr, ptr %v.sroa.0.0.ph130, i64 %pivot_pos.sroa.0.0.i
  %_47139.i = icmp ult ptr %state.sroa.9.1.lcssa.i, %loop_end.i
  br i1 %_47139.i, label %bb18.i.preheader, label %bb21.i

bb18.i.preheader:                                 ; preds = %bb16.i
  %_4.i.i89.i = load ptr, ptr %self, align 8, !alias.scope !1363, !noalias !1368, !nonnull !4, !align !13, !noundef !4
  %_4.0.i.i.i.i92.i = load ptr, ptr %_4.i.i89.i, align 8, !alias.scope !1371, !noalias !1376, !nonnull !4, !align !12, !noundef !4
  %73 = getelementptr inbounds nuw i8, ptr %_4.i.i89.i, i64 8
  %_4.1.i.i.i.i93.i = load i64, ptr %73, align 8, !alias.scope !1371, !noalias !1376, !noundef !4
  %_8.i.i.i102.i = getelementptr inbounds nuw i8, ptr %_4.i.i89.i, i64 16
  br label %bb18.i

bb21.i:                                           ; preds = %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit106.i, %bb16.i
  %state.sroa.27.2.lcssa.i = phi i64 [ %state.sroa.27.1.lcssa.i, %bb16.i ], [ %81, %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit106.i ]
  %state.sroa.9.2.lcssa.i = phi ptr [ %state.sroa.9.1.lcssa.i, %bb16.i ], [ %_9.i113.i, %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit106.i ]
  %state.sroa.43.2.lcssa.i = phi ptr [ %state.sroa.43.1.lcssa.i, %bb16.i ], [ %80, %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit106.i ]
  %_55.i = icmp eq i64 %pivot_pos.sroa.0.0.i, %v.sroa.16.0122
  br i1 %_55.i, label %bb22.i, label %bb23.i

bb18.i:                                           ; preds = %bb18.i.preheader, %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit106.i
  %state.sroa.43.2142.i = phi ptr [ %80, %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit106.i ], [ %state.sroa.43.1.lcssa.i, %bb18.i.preheader ]
  %state.sroa.9.2141.i = phi ptr [ %_9.i113.i, %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit106.i ], [ %state.sroa.9.1.lcssa.i, %bb18.i.preheader ]
  %state.sroa.27.2140.i = phi i64 [ %81, %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit106.i ], [ %state.sroa.27.1.lcssa.i, %bb18.i.preheader ]
  call void @llvm.experimental.noalias.scope.decl(metadata !1379)
  call void @llvm.experimental.noalias.scope.decl(metadata !1380)
  call void @llvm.experimental.noalias.scope.decl(metadata !1381)
  call void @llvm.experimental.noalias.scope.decl(metadata !1382)
  %_3.i.i88.i = load ptr, ptr %state.sroa.9.2141.i, align 8, !alias.scope !1383, !noalias !1384, !nonnull !4, !align !13, !noundef !4
  call void @llvm.experimental.noalias.scope.decl(metadata !1385)
  call void @llvm.experimental.noalias.scope.decl(metadata !1386)
  call void @llvm.experimental.noalias.scope.decl(metadata !1387)
  call void @llvm.experimental.noalias.scope.decl(metadata !1388)
  %_3.0.i.i.i.i90.i = load ptr, ptr %_3.i.i88.i, align 8, !alias.scope !1389, !noalias !1390, !nonnull !4, !align !12, !noundef !4
  %74 = getelementptr inbounds nuw i8, ptr %_3.i.i88.i, i64 8
  %_3.1.i.i.i.i91.i = load i64, ptr %74, align 8, !alias.scope !1389, !noalias !1390, !noundef !4
  %spec.store.select.i.i.i.i.i.i.i.i94.i = call i64 @llvm.umin.i64(i64 %_3.1.i.i.i.i91.i, i64 %_4.1.i.i.i.i93.i)
  %75 = call i32 @memcmp(ptr nonnull readonly align 1 %_3.0.i.i.i.i90.i, ptr nonnull readonly align 1 %_4.0.i.i.i.i92.i, i64 %spec.store.select.i.i.i.i.i.i.i.i94.i), !alias.scope !1391, !noalias !1404
  %76 = sext i32 %75 to i64
  %77 = icmp eq i32 %75, 0
  %diff.i.i.i.i.i.i.i.i95.i = sub i64 %_3.1.i.i.i.i91.i, %_4.1.i.i.i.i93.i
  %spec.select.i.i.i.i.i.i.i.i96.i = select i1 %77, i64 %diff.i.i.i.i.i.i.i.i95.i, i64 %76
  %cond.i.i.i.i.i.i97.i = icmp eq i64 %spec.select.i.i.i.i.i.i.i.i96.i, 0
  %78 = ptrtoint ptr %_3.i.i88.i to i64
  br i1 %cond.i.i.i.i.i.i97.i, label %bb3.i.i.i100.i, label %bb4.i.i.i98.i

bb4.i.i.i98.i:                                    ; preds = %bb18.i
  %79 = icmp slt i64 %spec.select.i.i.i.i.i.i.i.i96.i, 0
  br label %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit106.i

bb3.i.i.i100.i:                                   ; preds = %bb18.i
  %_7.i.i.i101.i = getelementptr inbounds nuw i8, ptr %_3.i.i88.i, i64 16
  call void @llvm.experimental.noalias.scope.decl(metadata !1405)
  call void @llvm.experimental.noalias.scope.decl(metadata !1408)
  %_3.i.i.i.i103.i = load i64, ptr %_7.i.i.i101.i, align 8, !alias.scope !1410, !noalias !1411, !noundef !4
  %_4.i.i.i.i104.i = load i64, ptr %_8.i.i.i102.i, align 8, !alias.scope !1412, !noalias !1413, !noundef !4
  %_0.i.i.i.i105.i = icmp ult i64 %_3.i.i.i.i103.i, %_4.i.i.i.i104.i
  br label %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit106.i

_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit106.i: ; preds = %bb3.i.i.i100.i, %bb4.i.i.i98.i
  %val.sroa.0.0.i.i.i99.i = phi i1 [ %79, %bb4.i.i.i98.i ], [ %_0.i.i.i.i105.i, %bb3.i.i.i100.i ]
  %80 = getelementptr inbounds i8, ptr %state.sroa.43.2142.i, i64 -8
  %dst_base.sroa.0.0.i108.i = select i1 %val.sroa.0.0.i.i.i99.i, ptr %scratch.0, ptr %80
  %dst.i110.i = getelementptr inbounds nuw ptr, ptr %dst_base.sroa.0.0.i108.i, i64 %state.sroa.27.2140.i
  store i64 %78, ptr %dst.i110.i, align 8, !alias.scope !1166, !noalias !1414
  %_8.i112.i = zext i1 %val.sroa.0.0.i.i.i99.i to i64
  %81 = add i64 %state.sroa.27.2140.i, %_8.i112.i
  %_9.i113.i = getelementptr inbounds nuw i8, ptr %state.sroa.9.2141.i, i64 8
  %_47.i = icmp ult ptr %_9.i113.i, %loop_end.i
  br i1 %_47.i, label %bb18.i, label %bb21.i

bb23.i:                                           ; preds = %bb21.i
  %82 = getelementptr inbounds i8, ptr %state.sroa.43.2.lcssa.i, i64 -8
  %dst.i117.i = getelementptr inbounds nuw ptr, ptr %82, i64 %state.sroa.27.2.lcssa.i
  %83 = load i64, ptr %state.sroa.9.2.lcssa.i, align 8, !alias.scope !1163, !noalias !1417
  store i64 %83, ptr %dst.i117.i, align 8, !alias.scope !1166, !noalias !1420
  %_9.i119.i = getelementptr inbounds nuw i8, ptr %state.sroa.9.2.lcssa.i, i64 8
  br label %bb3.i26

bb22.i:                                           ; preds = %bb21.i
  %84 = shl i64 %state.sroa.27.2.lcssa.i, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %v.sroa.0.0.ph130, ptr nonnull align 8 %scratch.0, i64 %84, i1 false), !alias.scope !1421
  %_63.i = sub i64 %v.sroa.16.0122, %state.sroa.27.2.lcssa.i
  %_92146.not.i = icmp eq i64 %v.sroa.16.0122, %state.sroa.27.2.lcssa.i
  br i1 %_92146.not.i, label %bb16, label %bb39.lr.ph.i

bb39.lr.ph.i:                                     ; preds = %bb22.i
  %85 = getelementptr ptr, ptr %v.sroa.0.0.ph130, i64 %state.sroa.27.2.lcssa.i
  %min.iters.check41 = icmp ult i64 %_63.i, 4
  br i1 %min.iters.check41, label %bb39.i.preheader, label %vector.ph42

vector.ph42:                                      ; preds = %bb39.lr.ph.i
  %n.vec44 = and i64 %_63.i, -4
  br label %vector.body45

vector.body45:                                    ; preds = %vector.body45, %vector.ph42
  %index46 = phi i64 [ 0, %vector.ph42 ], [ %index.next51, %vector.body45 ]
  %86 = xor i64 %index46, -1
  %87 = getelementptr ptr, ptr %_83.i, i64 %86
  %88 = getelementptr ptr, ptr %85, i64 %index46
  %89 = getelementptr i8, ptr %87, i64 -8
  %90 = getelementptr i8, ptr %87, i64 -24
  %wide.load47 = load <2 x i64>, ptr %89, align 8, !alias.scope !1166, !noalias !1163
  %wide.load48 = load <2 x i64>, ptr %90, align 8, !alias.scope !1166, !noalias !1163
  %reverse49 = shufflevector <2 x i64> %wide.load47, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %reverse50 = shufflevector <2 x i64> %wide.load48, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %91 = getelementptr i8, ptr %88, i64 16
  store <2 x i64> %reverse49, ptr %88, align 8, !alias.scope !1163, !noalias !1166
  store <2 x i64> %reverse50, ptr %91, align 8, !alias.scope !1163, !noalias !1166
  %index.next51 = add nuw i64 %index46, 4
  %92 = icmp eq i64 %index.next51, %n.vec44
  br i1 %92, label %middle.block52, label %vector.body45, !llvm.loop !1422

middle.block52:                                   ; preds = %vector.body45
  %cmp.n53 = icmp eq i64 %_63.i, %n.vec44
  br i1 %cmp.n53, label %bb16, label %bb39.i.preheader

bb39.i.preheader:                                 ; preds = %bb39.lr.ph.i, %middle.block52
  %iter.sroa.0.0147.i.ph = phi i64 [ 0, %bb39.lr.ph.i ], [ %n.vec44, %middle.block52 ]
  br label %bb39.i

bb39.i:                                           ; preds = %bb39.i.preheader, %bb39.i
  %iter.sroa.0.0147.i = phi i64 [ %_96.i, %bb39.i ], [ %iter.sroa.0.0147.i.ph, %bb39.i.preheader ]
  %_96.i = add nuw i64 %iter.sroa.0.0147.i, 1
  %93 = xor i64 %iter.sroa.0.0147.i, -1
  %_69.i = getelementptr ptr, ptr %_83.i, i64 %93
  %dst.i27 = getelementptr ptr, ptr %85, i64 %iter.sroa.0.0147.i
  %94 = load i64, ptr %_69.i, align 8, !alias.scope !1166, !noalias !1163
  store i64 %94, ptr %dst.i27, align 8, !alias.scope !1163, !noalias !1166
  %exitcond.not.i28 = icmp eq i64 %_96.i, %_63.i
  br i1 %exitcond.not.i28, label %bb16, label %bb39.i, !llvm.loop !1423

bb16:                                             ; preds = %bb39.i, %middle.block52, %bb22.i
  %95 = icmp eq i64 %state.sroa.27.2.lcssa.i, 0
  br i1 %95, label %bb17, label %bb19

bb19:                                             ; preds = %bb16
  %_6.not.i = icmp ugt i64 %state.sroa.27.2.lcssa.i, %v.sroa.16.0122
  br i1 %_6.not.i, label %bb3.i51, label %"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17hf16cf040d282cc73E.exit", !prof !1424

bb3.i51:                                          ; preds = %bb19
; call core::panicking::panic_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking9panic_fmt(ptr noundef nonnull @alloc_d1084648e479974e70c9329824bf76f9, ptr noundef nonnull inttoptr (i64 19 to ptr), ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_b53546d47a17b26d83a51e48c3ff5f7a) #28, !noalias !1425
  unreachable

"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17hf16cf040d282cc73E.exit": ; preds = %bb19
  %data.i.i = getelementptr inbounds nuw ptr, ptr %v.sroa.0.0.ph130, i64 %state.sroa.27.2.lcssa.i
; call core::slice::sort::stable::quicksort::quicksort
  call fastcc void @_ZN4core5slice4sort6stable9quicksort9quicksort17hb585313e97bdf554E(ptr noalias noundef nonnull align 8 %data.i.i, i64 noundef %_63.i, ptr noalias noundef nonnull align 8 %scratch.0, i64 noundef %scratch.1, i32 noundef %13, ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) dereferenceable_or_null(8) %pivot_copy) #26
  call void @llvm.lifetime.end.p0(ptr nonnull %pivot_copy)
  %_8 = icmp ult i64 %state.sroa.27.2.lcssa.i, 33
  br i1 %_8, label %bb3, label %bb5

bb17:                                             ; preds = %bb4.i.i.i, %_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE.exit, %bb16
  call void @llvm.experimental.noalias.scope.decl(metadata !1429)
  call void @llvm.experimental.noalias.scope.decl(metadata !1432)
  %_8.i52.not = icmp samesign ult i64 %scratch.1, %v.sroa.16.0122
  br i1 %_8.i52.not, label %bb28.i55, label %bb30.i56, !prof !658

bb30.i56:                                         ; preds = %bb17
  %_83.i58 = getelementptr ptr, ptr %scratch.0, i64 %v.sroa.16.0122
  br label %bb3.i59

bb28.i55:                                         ; preds = %bb17
  call void @llvm.trap()
  unreachable

bb3.i59:                                          ; preds = %bb23.i75, %bb30.i56
  %state.sroa.27.0.i60 = phi i64 [ 0, %bb30.i56 ], [ %141, %bb23.i75 ]
  %state.sroa.9.0.i61 = phi ptr [ %v.sroa.0.0.ph130, %bb30.i56 ], [ %_9.i123.i, %bb23.i75 ]
  %state.sroa.43.0.i62 = phi ptr [ %_83.i58, %bb30.i56 ], [ %139, %bb23.i75 ]
  %pivot_pos.sroa.0.0.i63 = phi i64 [ %index.sroa.0.0.i, %bb30.i56 ], [ %v.sroa.16.0122, %bb23.i75 ]
  %96 = call i64 @llvm.usub.sat.i64(i64 %pivot_pos.sroa.0.0.i63, i64 3)
  %unroll_end.i64 = getelementptr inbounds nuw ptr, ptr %v.sroa.0.0.ph130, i64 %96
  %_19137.i = icmp ult ptr %state.sroa.9.0.i61, %unroll_end.i64
  br i1 %_19137.i, label %bb6.i86.preheader, label %bb16.i65

bb6.i86.preheader:                                ; preds = %bb3.i59
  %_3.i.i.i.i87 = load ptr, ptr %self, align 8, !alias.scope !1434, !noalias !1441, !nonnull !4, !align !13, !noundef !4
  %_3.0.i.i.i.i.i.i = load ptr, ptr %_3.i.i.i.i87, align 8, !alias.scope !1445, !noalias !1450, !nonnull !4, !align !12, !noundef !4
  %97 = getelementptr inbounds nuw i8, ptr %_3.i.i.i.i87, i64 8
  %_3.1.i.i.i.i.i.i = load i64, ptr %97, align 8, !alias.scope !1445, !noalias !1450, !noundef !4
  %_7.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %_3.i.i.i.i87, i64 16
  br label %bb6.i86

bb6.i86:                                          ; preds = %bb6.i86.preheader, %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17ha217fe00629f6fecE.exit83.i"
  %state.sroa.43.1140.i = phi ptr [ %128, %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17ha217fe00629f6fecE.exit83.i" ], [ %state.sroa.43.0.i62, %bb6.i86.preheader ]
  %state.sroa.9.1139.i = phi ptr [ %_9.i90.i, %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17ha217fe00629f6fecE.exit83.i" ], [ %state.sroa.9.0.i61, %bb6.i86.preheader ]
  %state.sroa.27.1138.i = phi i64 [ %129, %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17ha217fe00629f6fecE.exit83.i" ], [ %state.sroa.27.0.i60, %bb6.i86.preheader ]
  call void @llvm.experimental.noalias.scope.decl(metadata !1453)
  call void @llvm.experimental.noalias.scope.decl(metadata !1454)
  call void @llvm.experimental.noalias.scope.decl(metadata !1455)
  call void @llvm.experimental.noalias.scope.decl(metadata !1456)
  call void @llvm.experimental.noalias.scope.decl(metadata !1457)
  call void @llvm.experimental.noalias.scope.decl(metadata !1458)
  %_4.i.i.i.i88 = load ptr, ptr %state.sroa.9.1139.i, align 8, !alias.scope !1459, !noalias !1460, !nonnull !4, !align !13, !noundef !4
  call void @llvm.experimental.noalias.scope.decl(metadata !1461)
  call void @llvm.experimental.noalias.scope.decl(metadata !1462)
  call void @llvm.experimental.noalias.scope.decl(metadata !1463)
  call void @llvm.experimental.noalias.scope.decl(metadata !1464)
  %_4.0.i.i.i.i.i.i = load ptr, ptr %_4.i.i.i.i88, align 8, !alias.scope !1465, !noalias !1466, !nonnull !4, !align !12, !noundef !4
  %98 = getelementptr inbounds nuw i8, ptr %_4.i.i.i.i88, i64 8
  %_4.1.i.i.i.i.i.i = load i64, ptr %98, align 8, !alias.scope !1465, !noalias !1466, !noundef !4
  %spec.store.select.i.i.i.i.i.i.i.i.i.i = call i64 @llvm.umin.i64(i64 %_3.1.i.i.i.i.i.i, i64 %_4.1.i.i.i.i.i.i)
  %99 = call i32 @memcmp(ptr nonnull readonly align 1 %_3.0.i.i.i.i.i.i, ptr nonnull readonly align 1 %_4.0.i.i.i.i.i.i, i64 %spec.store.select.i.i.i.i.i.i.i.i.i.i), !alias.scope !1467, !noalias !1480
  %100 = sext i32 %99 to i64
  %101 = icmp eq i32 %99, 0
  %diff.i.i.i.i.i.i.i.i.i.i = sub i64 %_3.1.i.i.i.i.i.i, %_4.1.i.i.i.i.i.i
  %spec.select.i.i.i.i.i.i.i.i.i.i = select i1 %101, i64 %diff.i.i.i.i.i.i.i.i.i.i, i64 %100
  %cond.i.i.i.i.i.i.i.i = icmp eq i64 %spec.select.i.i.i.i.i.i.i.i.i.i, 0
  %102 = ptrtoint ptr %_4.i.i.i.i88 to i64
  br i1 %cond.i.i.i.i.i.i.i.i, label %bb3.i.i.i.i.i, label %bb4.i.i.i.i.i

bb4.i.i.i.i.i:                                    ; preds = %bb6.i86
  %103 = icmp slt i64 %spec.select.i.i.i.i.i.i.i.i.i.i, 0
  br label %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17ha217fe00629f6fecE.exit.i"

bb3.i.i.i.i.i:                                    ; preds = %bb6.i86
  %_8.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %_4.i.i.i.i88, i64 16
  call void @llvm.experimental.noalias.scope.decl(metadata !1481)
  call void @llvm.experimental.noalias.scope.decl(metadata !1484)
  %_3.i.i.i.i.i.i = load i64, ptr %_7.i.i.i.i.i, align 8, !alias.scope !1486, !noalias !1487, !noundef !4
  %_4.i.i.i.i.i.i = load i64, ptr %_8.i.i.i.i.i, align 8, !alias.scope !1488, !noalias !1489, !noundef !4
  %_0.i.i.i.i.i.i = icmp ult i64 %_3.i.i.i.i.i.i, %_4.i.i.i.i.i.i
  br label %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17ha217fe00629f6fecE.exit.i"

"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17ha217fe00629f6fecE.exit.i": ; preds = %bb3.i.i.i.i.i, %bb4.i.i.i.i.i
  %val.sroa.0.0.i.i.i.i.i = phi i1 [ %103, %bb4.i.i.i.i.i ], [ %_0.i.i.i.i.i.i, %bb3.i.i.i.i.i ]
  %_0.i.i = xor i1 %val.sroa.0.0.i.i.i.i.i, true
  %104 = getelementptr inbounds i8, ptr %state.sroa.43.1140.i, i64 -8
  %dst_base.sroa.0.0.i.i89 = select i1 %val.sroa.0.0.i.i.i.i.i, ptr %104, ptr %scratch.0
  %dst.i.i90 = getelementptr inbounds nuw ptr, ptr %dst_base.sroa.0.0.i.i89, i64 %state.sroa.27.1138.i
  store i64 %102, ptr %dst.i.i90, align 8, !alias.scope !1432, !noalias !1490
  %_8.i.i91 = zext i1 %_0.i.i to i64
  %105 = add i64 %state.sroa.27.1138.i, %_8.i.i91
  %_9.i.i92 = getelementptr inbounds nuw i8, ptr %state.sroa.9.1139.i, i64 8
  call void @llvm.experimental.noalias.scope.decl(metadata !1493)
  call void @llvm.experimental.noalias.scope.decl(metadata !1496)
  call void @llvm.experimental.noalias.scope.decl(metadata !1499)
  %_4.i.i.i11.i = load ptr, ptr %_9.i.i92, align 8, !alias.scope !1502, !noalias !1503, !nonnull !4, !align !13, !noundef !4
  call void @llvm.experimental.noalias.scope.decl(metadata !1507)
  call void @llvm.experimental.noalias.scope.decl(metadata !1510)
  call void @llvm.experimental.noalias.scope.decl(metadata !1512)
  %_4.0.i.i.i.i.i14.i = load ptr, ptr %_4.i.i.i11.i, align 8, !alias.scope !1515, !noalias !1516, !nonnull !4, !align !12, !noundef !4
  %106 = getelementptr inbounds nuw i8, ptr %_4.i.i.i11.i, i64 8
  %_4.1.i.i.i.i.i15.i = load i64, ptr %106, align 8, !alias.scope !1515, !noalias !1516, !noundef !4
  %spec.store.select.i.i.i.i.i.i.i.i.i16.i = call i64 @llvm.umin.i64(i64 %_3.1.i.i.i.i.i.i, i64 %_4.1.i.i.i.i.i15.i)
  %107 = call i32 @memcmp(ptr nonnull readonly align 1 %_3.0.i.i.i.i.i.i, ptr nonnull readonly align 1 %_4.0.i.i.i.i.i14.i, i64 %spec.store.select.i.i.i.i.i.i.i.i.i16.i), !alias.scope !1518, !noalias !1531
  %108 = sext i32 %107 to i64
  %109 = icmp eq i32 %107, 0
  %diff.i.i.i.i.i.i.i.i.i17.i = sub i64 %_3.1.i.i.i.i.i.i, %_4.1.i.i.i.i.i15.i
  %spec.select.i.i.i.i.i.i.i.i.i18.i = select i1 %109, i64 %diff.i.i.i.i.i.i.i.i.i17.i, i64 %108
  %cond.i.i.i.i.i.i.i19.i = icmp eq i64 %spec.select.i.i.i.i.i.i.i.i.i18.i, 0
  %110 = ptrtoint ptr %_4.i.i.i11.i to i64
  br i1 %cond.i.i.i.i.i.i.i19.i, label %bb3.i.i.i.i23.i, label %bb4.i.i.i.i20.i

bb4.i.i.i.i20.i:                                  ; preds = %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17ha217fe00629f6fecE.exit.i"
  %111 = icmp slt i64 %spec.select.i.i.i.i.i.i.i.i.i18.i, 0
  br label %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17ha217fe00629f6fecE.exit29.i"

bb3.i.i.i.i23.i:                                  ; preds = %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17ha217fe00629f6fecE.exit.i"
  %_8.i.i.i.i25.i = getelementptr inbounds nuw i8, ptr %_4.i.i.i11.i, i64 16
  call void @llvm.experimental.noalias.scope.decl(metadata !1532)
  call void @llvm.experimental.noalias.scope.decl(metadata !1535)
  %_3.i.i.i.i.i26.i = load i64, ptr %_7.i.i.i.i.i, align 8, !alias.scope !1537, !noalias !1538, !noundef !4
  %_4.i.i.i.i.i27.i = load i64, ptr %_8.i.i.i.i25.i, align 8, !alias.scope !1539, !noalias !1540, !noundef !4
  %_0.i.i.i.i.i28.i = icmp ult i64 %_3.i.i.i.i.i26.i, %_4.i.i.i.i.i27.i
  br label %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17ha217fe00629f6fecE.exit29.i"

"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17ha217fe00629f6fecE.exit29.i": ; preds = %bb3.i.i.i.i23.i, %bb4.i.i.i.i20.i
  %val.sroa.0.0.i.i.i.i21.i = phi i1 [ %111, %bb4.i.i.i.i20.i ], [ %_0.i.i.i.i.i28.i, %bb3.i.i.i.i23.i ]
  %_0.i22.i = xor i1 %val.sroa.0.0.i.i.i.i21.i, true
  %112 = getelementptr inbounds i8, ptr %state.sroa.43.1140.i, i64 -16
  %dst_base.sroa.0.0.i31.i = select i1 %val.sroa.0.0.i.i.i.i21.i, ptr %112, ptr %scratch.0
  %dst.i33.i = getelementptr inbounds nuw ptr, ptr %dst_base.sroa.0.0.i31.i, i64 %105
  store i64 %110, ptr %dst.i33.i, align 8, !alias.scope !1432, !noalias !1541
  %_8.i35.i = zext i1 %_0.i22.i to i64
  %113 = add i64 %105, %_8.i35.i
  %_9.i36.i = getelementptr inbounds nuw i8, ptr %state.sroa.9.1139.i, i64 16
  call void @llvm.experimental.noalias.scope.decl(metadata !1544)
  call void @llvm.experimental.noalias.scope.decl(metadata !1547)
  call void @llvm.experimental.noalias.scope.decl(metadata !1550)
  %_4.i.i.i38.i = load ptr, ptr %_9.i36.i, align 8, !alias.scope !1553, !noalias !1554, !nonnull !4, !align !13, !noundef !4
  call void @llvm.experimental.noalias.scope.decl(metadata !1558)
  call void @llvm.experimental.noalias.scope.decl(metadata !1561)
  call void @llvm.experimental.noalias.scope.decl(metadata !1563)
  %_4.0.i.i.i.i.i41.i = load ptr, ptr %_4.i.i.i38.i, align 8, !alias.scope !1566, !noalias !1567, !nonnull !4, !align !12, !noundef !4
  %114 = getelementptr inbounds nuw i8, ptr %_4.i.i.i38.i, i64 8
  %_4.1.i.i.i.i.i42.i = load i64, ptr %114, align 8, !alias.scope !1566, !noalias !1567, !noundef !4
  %spec.store.select.i.i.i.i.i.i.i.i.i43.i = call i64 @llvm.umin.i64(i64 %_3.1.i.i.i.i.i.i, i64 %_4.1.i.i.i.i.i42.i)
  %115 = call i32 @memcmp(ptr nonnull readonly align 1 %_3.0.i.i.i.i.i.i, ptr nonnull readonly align 1 %_4.0.i.i.i.i.i41.i, i64 %spec.store.select.i.i.i.i.i.i.i.i.i43.i), !alias.scope !1569, !noalias !1582
  %116 = sext i32 %115 to i64
  %117 = icmp eq i32 %115, 0
  %diff.i.i.i.i.i.i.i.i.i44.i = sub i64 %_3.1.i.i.i.i.i.i, %_4.1.i.i.i.i.i42.i
  %spec.select.i.i.i.i.i.i.i.i.i45.i = select i1 %117, i64 %diff.i.i.i.i.i.i.i.i.i44.i, i64 %116
  %cond.i.i.i.i.i.i.i46.i = icmp eq i64 %spec.select.i.i.i.i.i.i.i.i.i45.i, 0
  %118 = ptrtoint ptr %_4.i.i.i38.i to i64
  br i1 %cond.i.i.i.i.i.i.i46.i, label %bb3.i.i.i.i50.i, label %bb4.i.i.i.i47.i

bb4.i.i.i.i47.i:                                  ; preds = %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17ha217fe00629f6fecE.exit29.i"
  %119 = icmp slt i64 %spec.select.i.i.i.i.i.i.i.i.i45.i, 0
  br label %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17ha217fe00629f6fecE.exit56.i"

bb3.i.i.i.i50.i:                                  ; preds = %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17ha217fe00629f6fecE.exit29.i"
  %_8.i.i.i.i52.i = getelementptr inbounds nuw i8, ptr %_4.i.i.i38.i, i64 16
  call void @llvm.experimental.noalias.scope.decl(metadata !1583)
  call void @llvm.experimental.noalias.scope.decl(metadata !1586)
  %_3.i.i.i.i.i53.i = load i64, ptr %_7.i.i.i.i.i, align 8, !alias.scope !1588, !noalias !1589, !noundef !4
  %_4.i.i.i.i.i54.i = load i64, ptr %_8.i.i.i.i52.i, align 8, !alias.scope !1590, !noalias !1591, !noundef !4
  %_0.i.i.i.i.i55.i = icmp ult i64 %_3.i.i.i.i.i53.i, %_4.i.i.i.i.i54.i
  br label %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17ha217fe00629f6fecE.exit56.i"

"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17ha217fe00629f6fecE.exit56.i": ; preds = %bb3.i.i.i.i50.i, %bb4.i.i.i.i47.i
  %val.sroa.0.0.i.i.i.i48.i = phi i1 [ %119, %bb4.i.i.i.i47.i ], [ %_0.i.i.i.i.i55.i, %bb3.i.i.i.i50.i ]
  %_0.i49.i = xor i1 %val.sroa.0.0.i.i.i.i48.i, true
  %120 = getelementptr inbounds i8, ptr %state.sroa.43.1140.i, i64 -24
  %dst_base.sroa.0.0.i58.i = select i1 %val.sroa.0.0.i.i.i.i48.i, ptr %120, ptr %scratch.0
  %dst.i60.i = getelementptr inbounds nuw ptr, ptr %dst_base.sroa.0.0.i58.i, i64 %113
  store i64 %118, ptr %dst.i60.i, align 8, !alias.scope !1432, !noalias !1592
  %_8.i62.i = zext i1 %_0.i49.i to i64
  %121 = add i64 %113, %_8.i62.i
  %_9.i63.i = getelementptr inbounds nuw i8, ptr %state.sroa.9.1139.i, i64 24
  call void @llvm.experimental.noalias.scope.decl(metadata !1595)
  call void @llvm.experimental.noalias.scope.decl(metadata !1598)
  call void @llvm.experimental.noalias.scope.decl(metadata !1601)
  %_4.i.i.i65.i = load ptr, ptr %_9.i63.i, align 8, !alias.scope !1604, !noalias !1605, !nonnull !4, !align !13, !noundef !4
  call void @llvm.experimental.noalias.scope.decl(metadata !1609)
  call void @llvm.experimental.noalias.scope.decl(metadata !1612)
  call void @llvm.experimental.noalias.scope.decl(metadata !1614)
  %_4.0.i.i.i.i.i68.i = load ptr, ptr %_4.i.i.i65.i, align 8, !alias.scope !1617, !noalias !1618, !nonnull !4, !align !12, !noundef !4
  %122 = getelementptr inbounds nuw i8, ptr %_4.i.i.i65.i, i64 8
  %_4.1.i.i.i.i.i69.i = load i64, ptr %122, align 8, !alias.scope !1617, !noalias !1618, !noundef !4
  %spec.store.select.i.i.i.i.i.i.i.i.i70.i = call i64 @llvm.umin.i64(i64 %_3.1.i.i.i.i.i.i, i64 %_4.1.i.i.i.i.i69.i)
  %123 = call i32 @memcmp(ptr nonnull readonly align 1 %_3.0.i.i.i.i.i.i, ptr nonnull readonly align 1 %_4.0.i.i.i.i.i68.i, i64 %spec.store.select.i.i.i.i.i.i.i.i.i70.i), !alias.scope !1620, !noalias !1633
  %124 = sext i32 %123 to i64
  %125 = icmp eq i32 %123, 0
  %diff.i.i.i.i.i.i.i.i.i71.i = sub i64 %_3.1.i.i.i.i.i.i, %_4.1.i.i.i.i.i69.i
  %spec.select.i.i.i.i.i.i.i.i.i72.i = select i1 %125, i64 %diff.i.i.i.i.i.i.i.i.i71.i, i64 %124
  %cond.i.i.i.i.i.i.i73.i = icmp eq i64 %spec.select.i.i.i.i.i.i.i.i.i72.i, 0
  %126 = ptrtoint ptr %_4.i.i.i65.i to i64
  br i1 %cond.i.i.i.i.i.i.i73.i, label %bb3.i.i.i.i77.i, label %bb4.i.i.i.i74.i

bb4.i.i.i.i74.i:                                  ; preds = %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17ha217fe00629f6fecE.exit56.i"
  %127 = icmp slt i64 %spec.select.i.i.i.i.i.i.i.i.i72.i, 0
  br label %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17ha217fe00629f6fecE.exit83.i"

bb3.i.i.i.i77.i:                                  ; preds = %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17ha217fe00629f6fecE.exit56.i"
  %_8.i.i.i.i79.i = getelementptr inbounds nuw i8, ptr %_4.i.i.i65.i, i64 16
  call void @llvm.experimental.noalias.scope.decl(metadata !1634)
  call void @llvm.experimental.noalias.scope.decl(metadata !1637)
  %_3.i.i.i.i.i80.i = load i64, ptr %_7.i.i.i.i.i, align 8, !alias.scope !1639, !noalias !1640, !noundef !4
  %_4.i.i.i.i.i81.i = load i64, ptr %_8.i.i.i.i79.i, align 8, !alias.scope !1641, !noalias !1642, !noundef !4
  %_0.i.i.i.i.i82.i = icmp ult i64 %_3.i.i.i.i.i80.i, %_4.i.i.i.i.i81.i
  br label %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17ha217fe00629f6fecE.exit83.i"

"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17ha217fe00629f6fecE.exit83.i": ; preds = %bb3.i.i.i.i77.i, %bb4.i.i.i.i74.i
  %val.sroa.0.0.i.i.i.i75.i = phi i1 [ %127, %bb4.i.i.i.i74.i ], [ %_0.i.i.i.i.i82.i, %bb3.i.i.i.i77.i ]
  %_0.i76.i = xor i1 %val.sroa.0.0.i.i.i.i75.i, true
  %128 = getelementptr inbounds i8, ptr %state.sroa.43.1140.i, i64 -32
  %dst_base.sroa.0.0.i85.i = select i1 %val.sroa.0.0.i.i.i.i75.i, ptr %128, ptr %scratch.0
  %dst.i87.i = getelementptr inbounds nuw ptr, ptr %dst_base.sroa.0.0.i85.i, i64 %121
  store i64 %126, ptr %dst.i87.i, align 8, !alias.scope !1432, !noalias !1643
  %_8.i89.i = zext i1 %_0.i76.i to i64
  %129 = add i64 %121, %_8.i89.i
  %_9.i90.i = getelementptr inbounds nuw i8, ptr %state.sroa.9.1139.i, i64 32
  %_19.i93 = icmp ult ptr %_9.i90.i, %unroll_end.i64
  br i1 %_19.i93, label %bb6.i86, label %bb16.i65

bb16.i65:                                         ; preds = %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17ha217fe00629f6fecE.exit83.i", %bb3.i59
  %state.sroa.27.1.lcssa.i66 = phi i64 [ %state.sroa.27.0.i60, %bb3.i59 ], [ %129, %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17ha217fe00629f6fecE.exit83.i" ]
  %state.sroa.9.1.lcssa.i67 = phi ptr [ %state.sroa.9.0.i61, %bb3.i59 ], [ %_9.i90.i, %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17ha217fe00629f6fecE.exit83.i" ]
  %state.sroa.43.1.lcssa.i68 = phi ptr [ %state.sroa.43.0.i62, %bb3.i59 ], [ %128, %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17ha217fe00629f6fecE.exit83.i" ]
  %loop_end.i69 = getelementptr inbounds nuw ptr, ptr %v.sroa.0.0.ph130, i64 %pivot_pos.sroa.0.0.i63
  %_47143.i = icmp ult ptr %state.sroa.9.1.lcssa.i67, %loop_end.i69
  br i1 %_47143.i, label %bb18.i84.preheader, label %bb21.i70

bb18.i84.preheader:                               ; preds = %bb16.i65
  %_3.i.i.i91.i = load ptr, ptr %self, align 8, !alias.scope !1646, !noalias !1653, !nonnull !4, !align !13, !noundef !4
  %_3.0.i.i.i.i.i93.i = load ptr, ptr %_3.i.i.i91.i, align 8, !alias.scope !1657, !noalias !1662, !nonnull !4, !align !12, !noundef !4
  %130 = getelementptr inbounds nuw i8, ptr %_3.i.i.i91.i, i64 8
  %_3.1.i.i.i.i.i94.i = load i64, ptr %130, align 8, !alias.scope !1657, !noalias !1662, !noundef !4
  %_7.i.i.i.i105.i = getelementptr inbounds nuw i8, ptr %_3.i.i.i91.i, i64 16
  br label %bb18.i84

bb21.i70:                                         ; preds = %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17ha217fe00629f6fecE.exit110.i", %bb16.i65
  %state.sroa.27.2.lcssa.i71 = phi i64 [ %state.sroa.27.1.lcssa.i66, %bb16.i65 ], [ %138, %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17ha217fe00629f6fecE.exit110.i" ]
  %state.sroa.9.2.lcssa.i72 = phi ptr [ %state.sroa.9.1.lcssa.i67, %bb16.i65 ], [ %_9.i117.i, %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17ha217fe00629f6fecE.exit110.i" ]
  %state.sroa.43.2.lcssa.i73 = phi ptr [ %state.sroa.43.1.lcssa.i68, %bb16.i65 ], [ %137, %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17ha217fe00629f6fecE.exit110.i" ]
  %_55.i74 = icmp eq i64 %pivot_pos.sroa.0.0.i63, %v.sroa.16.0122
  br i1 %_55.i74, label %bb22.i76, label %bb23.i75

bb18.i84:                                         ; preds = %bb18.i84.preheader, %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17ha217fe00629f6fecE.exit110.i"
  %state.sroa.43.2146.i = phi ptr [ %137, %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17ha217fe00629f6fecE.exit110.i" ], [ %state.sroa.43.1.lcssa.i68, %bb18.i84.preheader ]
  %state.sroa.9.2145.i = phi ptr [ %_9.i117.i, %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17ha217fe00629f6fecE.exit110.i" ], [ %state.sroa.9.1.lcssa.i67, %bb18.i84.preheader ]
  %state.sroa.27.2144.i = phi i64 [ %138, %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17ha217fe00629f6fecE.exit110.i" ], [ %state.sroa.27.1.lcssa.i66, %bb18.i84.preheader ]
  call void @llvm.experimental.noalias.scope.decl(metadata !1665)
  call void @llvm.experimental.noalias.scope.decl(metadata !1666)
  call void @llvm.experimental.noalias.scope.decl(metadata !1667)
  call void @llvm.experimental.noalias.scope.decl(metadata !1668)
  call void @llvm.experimental.noalias.scope.decl(metadata !1669)
  call void @llvm.experimental.noalias.scope.decl(metadata !1670)
  %_4.i.i.i92.i = load ptr, ptr %state.sroa.9.2145.i, align 8, !alias.scope !1671, !noalias !1672, !nonnull !4, !align !13, !noundef !4
  call void @llvm.experimental.noalias.scope.decl(metadata !1673)
  call void @llvm.experimental.noalias.scope.decl(metadata !1674)
  call void @llvm.experimental.noalias.scope.decl(metadata !1675)
  call void @llvm.experimental.noalias.scope.decl(metadata !1676)
  %_4.0.i.i.i.i.i95.i = load ptr, ptr %_4.i.i.i92.i, align 8, !alias.scope !1677, !noalias !1678, !nonnull !4, !align !12, !noundef !4
  %131 = getelementptr inbounds nuw i8, ptr %_4.i.i.i92.i, i64 8
  %_4.1.i.i.i.i.i96.i = load i64, ptr %131, align 8, !alias.scope !1677, !noalias !1678, !noundef !4
  %spec.store.select.i.i.i.i.i.i.i.i.i97.i = call i64 @llvm.umin.i64(i64 %_3.1.i.i.i.i.i94.i, i64 %_4.1.i.i.i.i.i96.i)
  %132 = call i32 @memcmp(ptr nonnull readonly align 1 %_3.0.i.i.i.i.i93.i, ptr nonnull readonly align 1 %_4.0.i.i.i.i.i95.i, i64 %spec.store.select.i.i.i.i.i.i.i.i.i97.i), !alias.scope !1679, !noalias !1692
  %133 = sext i32 %132 to i64
  %134 = icmp eq i32 %132, 0
  %diff.i.i.i.i.i.i.i.i.i98.i = sub i64 %_3.1.i.i.i.i.i94.i, %_4.1.i.i.i.i.i96.i
  %spec.select.i.i.i.i.i.i.i.i.i99.i = select i1 %134, i64 %diff.i.i.i.i.i.i.i.i.i98.i, i64 %133
  %cond.i.i.i.i.i.i.i100.i = icmp eq i64 %spec.select.i.i.i.i.i.i.i.i.i99.i, 0
  %135 = ptrtoint ptr %_4.i.i.i92.i to i64
  br i1 %cond.i.i.i.i.i.i.i100.i, label %bb3.i.i.i.i104.i, label %bb4.i.i.i.i101.i

bb4.i.i.i.i101.i:                                 ; preds = %bb18.i84
  %136 = icmp slt i64 %spec.select.i.i.i.i.i.i.i.i.i99.i, 0
  br label %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17ha217fe00629f6fecE.exit110.i"

bb3.i.i.i.i104.i:                                 ; preds = %bb18.i84
  %_8.i.i.i.i106.i = getelementptr inbounds nuw i8, ptr %_4.i.i.i92.i, i64 16
  call void @llvm.experimental.noalias.scope.decl(metadata !1693)
  call void @llvm.experimental.noalias.scope.decl(metadata !1696)
  %_3.i.i.i.i.i107.i = load i64, ptr %_7.i.i.i.i105.i, align 8, !alias.scope !1698, !noalias !1699, !noundef !4
  %_4.i.i.i.i.i108.i = load i64, ptr %_8.i.i.i.i106.i, align 8, !alias.scope !1700, !noalias !1701, !noundef !4
  %_0.i.i.i.i.i109.i = icmp ult i64 %_3.i.i.i.i.i107.i, %_4.i.i.i.i.i108.i
  br label %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17ha217fe00629f6fecE.exit110.i"

"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17ha217fe00629f6fecE.exit110.i": ; preds = %bb3.i.i.i.i104.i, %bb4.i.i.i.i101.i
  %val.sroa.0.0.i.i.i.i102.i = phi i1 [ %136, %bb4.i.i.i.i101.i ], [ %_0.i.i.i.i.i109.i, %bb3.i.i.i.i104.i ]
  %_0.i103.i = xor i1 %val.sroa.0.0.i.i.i.i102.i, true
  %137 = getelementptr inbounds i8, ptr %state.sroa.43.2146.i, i64 -8
  %dst_base.sroa.0.0.i112.i = select i1 %val.sroa.0.0.i.i.i.i102.i, ptr %137, ptr %scratch.0
  %dst.i114.i = getelementptr inbounds nuw ptr, ptr %dst_base.sroa.0.0.i112.i, i64 %state.sroa.27.2144.i
  store i64 %135, ptr %dst.i114.i, align 8, !alias.scope !1432, !noalias !1702
  %_8.i116.i = zext i1 %_0.i103.i to i64
  %138 = add i64 %state.sroa.27.2144.i, %_8.i116.i
  %_9.i117.i = getelementptr inbounds nuw i8, ptr %state.sroa.9.2145.i, i64 8
  %_47.i85 = icmp ult ptr %_9.i117.i, %loop_end.i69
  br i1 %_47.i85, label %bb18.i84, label %bb21.i70

bb23.i75:                                         ; preds = %bb21.i70
  %139 = getelementptr inbounds i8, ptr %state.sroa.43.2.lcssa.i73, i64 -8
  %dst.i121.i = getelementptr inbounds nuw ptr, ptr %scratch.0, i64 %state.sroa.27.2.lcssa.i71
  %140 = load i64, ptr %state.sroa.9.2.lcssa.i72, align 8, !alias.scope !1429, !noalias !1705
  store i64 %140, ptr %dst.i121.i, align 8, !alias.scope !1432, !noalias !1708
  %141 = add i64 %state.sroa.27.2.lcssa.i71, 1
  %_9.i123.i = getelementptr inbounds nuw i8, ptr %state.sroa.9.2.lcssa.i72, i64 8
  br label %bb3.i59

bb22.i76:                                         ; preds = %bb21.i70
  %142 = shl i64 %state.sroa.27.2.lcssa.i71, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %v.sroa.0.0.ph130, ptr nonnull align 8 %scratch.0, i64 %142, i1 false), !alias.scope !1709
  %_63.i77 = sub i64 %v.sroa.16.0122, %state.sroa.27.2.lcssa.i71
  %_92150.not.i = icmp eq i64 %v.sroa.16.0122, %state.sroa.27.2.lcssa.i71
  br i1 %_92150.not.i, label %bb3.thread, label %bb39.lr.ph.i78

bb39.lr.ph.i78:                                   ; preds = %bb22.i76
  %143 = getelementptr ptr, ptr %v.sroa.0.0.ph130, i64 %state.sroa.27.2.lcssa.i71
  %min.iters.check = icmp ult i64 %_63.i77, 4
  br i1 %min.iters.check, label %bb39.i79.preheader, label %vector.ph

vector.ph:                                        ; preds = %bb39.lr.ph.i78
  %n.vec = and i64 %_63.i77, -4
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %144 = xor i64 %index, -1
  %145 = getelementptr ptr, ptr %_83.i58, i64 %144
  %146 = getelementptr ptr, ptr %143, i64 %index
  %147 = getelementptr i8, ptr %145, i64 -8
  %148 = getelementptr i8, ptr %145, i64 -24
  %wide.load = load <2 x i64>, ptr %147, align 8, !alias.scope !1432, !noalias !1429
  %wide.load38 = load <2 x i64>, ptr %148, align 8, !alias.scope !1432, !noalias !1429
  %reverse = shufflevector <2 x i64> %wide.load, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %reverse39 = shufflevector <2 x i64> %wide.load38, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %149 = getelementptr i8, ptr %146, i64 16
  store <2 x i64> %reverse, ptr %146, align 8, !alias.scope !1429, !noalias !1432
  store <2 x i64> %reverse39, ptr %149, align 8, !alias.scope !1429, !noalias !1432
  %index.next = add nuw i64 %index, 4
  %150 = icmp eq i64 %index.next, %n.vec
  br i1 %150, label %middle.block, label %vector.body, !llvm.loop !1710

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %_63.i77, %n.vec
  br i1 %cmp.n, label %_ZN4core5slice4sort6stable9quicksort16stable_partition17hea76998d0ffc5611E.exit, label %bb39.i79.preheader

bb39.i79.preheader:                               ; preds = %bb39.lr.ph.i78, %middle.block
  %iter.sroa.0.0151.i.ph = phi i64 [ 0, %bb39.lr.ph.i78 ], [ %n.vec, %middle.block ]
  br label %bb39.i79

bb39.i79:                                         ; preds = %bb39.i79.preheader, %bb39.i79
  %iter.sroa.0.0151.i = phi i64 [ %_96.i80, %bb39.i79 ], [ %iter.sroa.0.0151.i.ph, %bb39.i79.preheader ]
  %_96.i80 = add nuw i64 %iter.sroa.0.0151.i, 1
  %151 = xor i64 %iter.sroa.0.0151.i, -1
  %_69.i81 = getelementptr ptr, ptr %_83.i58, i64 %151
  %dst.i82 = getelementptr ptr, ptr %143, i64 %iter.sroa.0.0151.i
  %152 = load i64, ptr %_69.i81, align 8, !alias.scope !1432, !noalias !1429
  store i64 %152, ptr %dst.i82, align 8, !alias.scope !1429, !noalias !1432
  %exitcond.not.i83 = icmp eq i64 %_96.i80, %_63.i77
  br i1 %exitcond.not.i83, label %_ZN4core5slice4sort6stable9quicksort16stable_partition17hea76998d0ffc5611E.exit, label %bb39.i79, !llvm.loop !1711

_ZN4core5slice4sort6stable9quicksort16stable_partition17hea76998d0ffc5611E.exit: ; preds = %bb39.i79, %middle.block
  %_48 = icmp ugt i64 %state.sroa.27.2.lcssa.i71, %v.sroa.16.0122
  br i1 %_48, label %bb27, label %bb28, !prof !1424

bb3.thread:                                       ; preds = %bb22.i76
  call void @llvm.lifetime.end.p0(ptr nonnull %pivot_copy)
  br label %bb22

bb28:                                             ; preds = %_ZN4core5slice4sort6stable9quicksort16stable_partition17hea76998d0ffc5611E.exit
  %_55 = getelementptr inbounds nuw ptr, ptr %v.sroa.0.0.ph130, i64 %state.sroa.27.2.lcssa.i71
  call void @llvm.lifetime.end.p0(ptr nonnull %pivot_copy)
  %_8120 = icmp ult i64 %_63.i77, 33
  br i1 %_8120, label %bb3, label %bb5.lr.ph

bb27:                                             ; preds = %_ZN4core5slice4sort6stable9quicksort16stable_partition17hea76998d0ffc5611E.exit
; call core::slice::index::slice_index_fail
  call void @_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail(i64 noundef %state.sroa.27.2.lcssa.i71, i64 noundef %v.sroa.16.0122, i64 noundef %v.sroa.16.0122, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_f2f9ba200fb3017fda66833c01fe0293) #28
  unreachable
}

; alloc::raw_vec::RawVec<T,A>::grow_one
; Function Attrs: cold noinline nonlazybind uwtable
define internal fastcc void @"_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17h395bb5d0487bdcbeE"(ptr noalias noundef nonnull align 8 captures(none) dereferenceable(16) %self) unnamed_addr #7 personality ptr @rust_eh_personality {
start:
  %self3.i = alloca [24 x i8], align 8
  %self1 = load i64, ptr %self, align 8, !range !43, !noundef !4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1712)
  %v16.i = shl nuw i64 %self1, 1
  %0 = tail call i64 @llvm.umax.i64(i64 %v16.i, i64 4)
  call void @llvm.lifetime.start.p0(ptr nonnull %self3.i), !noalias !1712
; call alloc::raw_vec::RawVecInner<A>::finish_grow
  call fastcc void @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$11finish_grow17h5fdfcd0dcc518eb2E"(ptr noalias noundef sret([24 x i8]) align 8 captures(none) dereferenceable(24) %self3.i, ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) dereferenceable(16) %self, i64 noundef %0, i64 noundef 8, i64 noundef 24)
  %_37.i = load i64, ptr %self3.i, align 8, !range !1715, !noalias !1712, !noundef !4
  %1 = trunc nuw i64 %_37.i to i1
  %2 = getelementptr inbounds nuw i8, ptr %self3.i, i64 8
  br i1 %1, label %bb18.i, label %bb3

bb18.i:                                           ; preds = %start
  %e.0.i = load i64, ptr %2, align 8, !range !1716, !noalias !1712, !noundef !4
  %3 = getelementptr inbounds nuw i8, ptr %self3.i, i64 16
  %e.1.i = load i64, ptr %3, align 8, !noalias !1712
  call void @llvm.lifetime.end.p0(ptr nonnull %self3.i), !noalias !1712
; call alloc::raw_vec::handle_error
  tail call void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef %e.0.i, i64 %e.1.i) #29
  unreachable

bb3:                                              ; preds = %start
  %v.0.i = load ptr, ptr %2, align 8, !noalias !1712, !nonnull !4, !noundef !4
  call void @llvm.lifetime.end.p0(ptr nonnull %self3.i), !noalias !1712
  %4 = getelementptr inbounds nuw i8, ptr %self, i64 8
  store ptr %v.0.i, ptr %4, align 8, !alias.scope !1712
  %5 = icmp sgt i64 %0, -1
  tail call void @llvm.assume(i1 %5)
  store i64 %0, ptr %self, align 8, !alias.scope !1712
  ret void
}

; alloc::raw_vec::RawVecInner<A>::finish_grow
; Function Attrs: cold nounwind nonlazybind uwtable
define internal fastcc void @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$11finish_grow17h5fdfcd0dcc518eb2E"(ptr dead_on_unwind noalias noundef nonnull writable writeonly sret([24 x i8]) align 8 captures(none) dereferenceable(24) initializes((0, 8)) %_0, ptr noalias noundef nonnull readonly align 8 captures(none) dereferenceable(16) %self, i64 noundef %cap, i64 noundef range(i64 1, 9) %elem_layout.0, i64 noundef range(i64 1, 25) %elem_layout.1) unnamed_addr #8 {
start:
  %0 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %elem_layout.1, i64 %cap)
  %_33.0 = extractvalue { i64, i1 } %0, 0
  %_33.1 = extractvalue { i64, i1 } %0, 1
  %_40 = sub nuw i64 -9223372036854775808, %elem_layout.0
  %_38.not = icmp ugt i64 %_33.0, %_40
  %or.cond = select i1 %_33.1, i1 true, i1 %_38.not, !prof !659
  br i1 %or.cond, label %bb11, label %bb15, !prof !659

bb15:                                             ; preds = %start
  %self1.i = load i64, ptr %self, align 8, !range !43, !alias.scope !1717, !noalias !1720, !noundef !4
  %1 = icmp eq i64 %self1.i, 0
  br i1 %1, label %bb5, label %bb3

bb3:                                              ; preds = %bb15
  %alloc_size.i = mul nuw i64 %self1.i, %elem_layout.1
  %2 = getelementptr inbounds nuw i8, ptr %self, i64 8
  %self3.i = load ptr, ptr %2, align 8, !alias.scope !1717, !noalias !1720, !nonnull !4, !noundef !4
  %cond.i.i = icmp uge i64 %_33.0, %alloc_size.i
  tail call void @llvm.assume(i1 %cond.i.i)
; call __rustc::__rust_realloc
  %raw_ptr.i.i = tail call noundef ptr @_RNvCsfLfy6EI15iL_7___rustc14___rust_realloc(ptr noundef nonnull %self3.i, i64 noundef %alloc_size.i, i64 noundef range(i64 1, 9) %elem_layout.0, i64 noundef range(i64 0, -9223372036854775808) %_33.0) #27
  br label %bb7

bb5:                                              ; preds = %bb15
  %3 = icmp eq i64 %_33.0, 0
  br i1 %3, label %bb7.thread, label %bb4.i.i9

bb7.thread:                                       ; preds = %bb5
  %data2.i.i = inttoptr i64 %elem_layout.0 to ptr
  br label %bb9

bb4.i.i9:                                         ; preds = %bb5
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  tail call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #27
; call __rustc::__rust_alloc
  %4 = tail call noundef ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef range(i64 0, -9223372036854775808) %_33.0, i64 noundef range(i64 1, 9) %elem_layout.0) #27
  br label %bb7

bb7:                                              ; preds = %bb4.i.i9, %bb3
  %raw_ptr.i.i.pn = phi ptr [ %raw_ptr.i.i, %bb3 ], [ %4, %bb4.i.i9 ]
  %5 = icmp eq ptr %raw_ptr.i.i.pn, null
  br i1 %5, label %bb8, label %bb9

bb8:                                              ; preds = %bb7
  %6 = getelementptr inbounds nuw i8, ptr %_0, i64 8
  store i64 %elem_layout.0, ptr %6, align 8
  br label %bb11

bb9:                                              ; preds = %bb7.thread, %bb7
  %raw_ptr.i.i.pn19 = phi ptr [ %data2.i.i, %bb7.thread ], [ %raw_ptr.i.i.pn, %bb7 ]
  %7 = getelementptr inbounds nuw i8, ptr %_0, i64 8
  store ptr %raw_ptr.i.i.pn19, ptr %7, align 8
  br label %bb11

bb11:                                             ; preds = %start, %bb9, %bb8
  %.sink20 = phi i64 [ 16, %bb9 ], [ 16, %bb8 ], [ 8, %start ]
  %_33.0.sink = phi i64 [ %_33.0, %bb9 ], [ %_33.0, %bb8 ], [ 0, %start ]
  %storemerge8 = phi i64 [ 0, %bb9 ], [ 1, %bb8 ], [ 1, %start ]
  %8 = getelementptr inbounds nuw i8, ptr %_0, i64 %.sink20
  store i64 %_33.0.sink, ptr %8, align 8
  store i64 %storemerge8, ptr %_0, align 8
  ret void
}

; alloc::raw_vec::RawVecInner<A>::reserve::do_reserve_and_handle
; Function Attrs: cold nonlazybind uwtable
define internal fastcc void @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$7reserve21do_reserve_and_handle17h083e636794d807bcE"(ptr noalias noundef nonnull align 8 captures(none) dereferenceable(16) %slf, i64 noundef %len, i64 noundef %additional, i64 noundef range(i64 1, 9) %elem_layout.0, i64 noundef range(i64 1, 25) %elem_layout.1) unnamed_addr #9 personality ptr @rust_eh_personality {
start:
  %self3.i = alloca [24 x i8], align 8
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1722)
  %_25.0.i = add i64 %additional, %len
  %_25.1.i = icmp ult i64 %_25.0.i, %len
  br i1 %_25.1.i, label %bb2, label %bb9.i

bb9.i:                                            ; preds = %start
  %self5.i = load i64, ptr %slf, align 8, !range !43, !alias.scope !1722, !noundef !4
  %v16.i = shl nuw i64 %self5.i, 1
  %_0.sroa.0.0.i.i = tail call noundef i64 @llvm.umax.i64(i64 %_25.0.i, i64 %v16.i)
  %0 = icmp eq i64 %elem_layout.1, 1
  %v1.sroa.0.0.i = select i1 %0, i64 8, i64 4
  %_0.sroa.0.0.i15.i = tail call noundef i64 @llvm.umax.i64(i64 %_0.sroa.0.0.i.i, i64 %v1.sroa.0.0.i)
  call void @llvm.lifetime.start.p0(ptr nonnull %self3.i), !noalias !1722
; call alloc::raw_vec::RawVecInner<A>::finish_grow
  call fastcc void @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$11finish_grow17h5fdfcd0dcc518eb2E"(ptr noalias noundef sret([24 x i8]) align 8 captures(none) dereferenceable(24) %self3.i, ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) dereferenceable(16) %slf, i64 noundef %_0.sroa.0.0.i15.i, i64 noundef range(i64 1, 9) %elem_layout.0, i64 noundef range(i64 1, 25) %elem_layout.1)
  %_37.i = load i64, ptr %self3.i, align 8, !range !1715, !noalias !1722, !noundef !4
  %1 = trunc nuw i64 %_37.i to i1
  %2 = getelementptr inbounds nuw i8, ptr %self3.i, i64 8
  br i1 %1, label %bb18.i, label %bb3

bb18.i:                                           ; preds = %bb9.i
  %e.0.i = load i64, ptr %2, align 8, !range !1716, !noalias !1722, !noundef !4
  %3 = getelementptr inbounds nuw i8, ptr %self3.i, i64 16
  %e.1.i = load i64, ptr %3, align 8, !noalias !1722
  call void @llvm.lifetime.end.p0(ptr nonnull %self3.i), !noalias !1722
  br label %bb2

bb2:                                              ; preds = %bb18.i, %start
  %_0.sroa.5.0.i.ph = phi i64 [ undef, %start ], [ %e.1.i, %bb18.i ]
  %_0.sroa.0.0.i.ph = phi i64 [ 0, %start ], [ %e.0.i, %bb18.i ]
; call alloc::raw_vec::handle_error
  tail call void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef %_0.sroa.0.0.i.ph, i64 %_0.sroa.5.0.i.ph) #29
  unreachable

bb3:                                              ; preds = %bb9.i
  %v.0.i = load ptr, ptr %2, align 8, !noalias !1722, !nonnull !4, !noundef !4
  call void @llvm.lifetime.end.p0(ptr nonnull %self3.i), !noalias !1722
  %4 = getelementptr inbounds nuw i8, ptr %slf, i64 8
  store ptr %v.0.i, ptr %4, align 8, !alias.scope !1722
  %5 = icmp sgt i64 %_0.sroa.0.0.i15.i, -1
  tail call void @llvm.assume(i1 %5)
  store i64 %_0.sroa.0.0.i15.i, ptr %slf, align 8, !alias.scope !1722
  ret void
}

; <core::option::Option<T> as core::fmt::Debug>::fmt
; Function Attrs: inlinehint nonlazybind uwtable
define internal noundef zeroext i1 @"_ZN66_$LT$core..option..Option$LT$T$GT$$u20$as$u20$core..fmt..Debug$GT$3fmt17hf1108b65d44edda9E"(ptr noalias noundef readonly align 4 captures(address, read_provenance) dereferenceable(8) %self, ptr noalias noundef align 8 dereferenceable(24) %f) unnamed_addr #0 {
start:
  %__self_0 = alloca [8 x i8], align 8
  %0 = load i32, ptr %self, align 4, !range !1725, !noundef !4
  %1 = trunc nuw i32 %0 to i1
  br i1 %1, label %bb2, label %bb3

bb2:                                              ; preds = %start
  %2 = getelementptr inbounds nuw i8, ptr %self, i64 4
  call void @llvm.lifetime.start.p0(ptr nonnull %__self_0)
  store ptr %2, ptr %__self_0, align 8
; call <core::fmt::Formatter>::debug_tuple_field1_finish
  %3 = call noundef zeroext i1 @_RNvMsa_NtCsgEmfK2I1SDS_4core3fmtNtB5_9Formatter25debug_tuple_field1_finish(ptr noalias noundef nonnull align 8 dereferenceable(24) %f, ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) @alloc_9535bf4c204f3eb9b19ec2c83e446e52, i64 noundef 4, ptr noundef nonnull align 1 %__self_0, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(32) @vtable.1)
  call void @llvm.lifetime.end.p0(ptr nonnull %__self_0)
  br label %bb5

bb3:                                              ; preds = %start
; call <core::fmt::Formatter>::write_str
  %4 = tail call noundef zeroext i1 @_RNvMsa_NtCsgEmfK2I1SDS_4core3fmtNtB5_9Formatter9write_str(ptr noalias noundef nonnull align 8 dereferenceable(24) %f, ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) @alloc_37d2e53432a03a1f90b3e7253015eaf9, i64 noundef 4)
  br label %bb5

bb5:                                              ; preds = %bb2, %bb3
  %_0.sroa.0.0.in = phi i1 [ %3, %bb2 ], [ %4, %bb3 ]
  ret i1 %_0.sroa.0.0.in
}

; rust_std::main
; Function Attrs: nonlazybind uwtable
define hidden void @_ZN8rust_std4main17ha58b3e031386c0e7E() unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %result.i = alloca [24 x i8], align 8
  %_3.i.i.i.i.i.i.i.i = alloca [10 x i8], align 1
  %counts.i = alloca [24 x i8], align 8
  %args4 = alloca [32 x i8], align 8
  %_57 = alloca [4 x i8], align 4
  %f = alloca [8 x i8], align 8
  %args3 = alloca [32 x i8], align 8
  %_43 = alloca [16 x i8], align 8
  %_37 = alloca [24 x i8], align 8
  %s = alloca [24 x i8], align 8
  %args2 = alloca [32 x i8], align 8
  %_29 = alloca [8 x i8], align 4
  %_26 = alloca [8 x i8], align 4
  %args = alloca [32 x i8], align 8
  %v = alloca [8 x i8], align 8
  %k = alloca [8 x i8], align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %counts.i), !noalias !1726
  store i64 0, ptr %counts.i, align 8, !noalias !1726
  %0 = getelementptr inbounds nuw i8, ptr %counts.i, i64 8
  store ptr inttoptr (i64 8 to ptr), ptr %0, align 8, !noalias !1726
  %1 = getelementptr inbounds nuw i8, ptr %counts.i, i64 16
  br label %bb1.i.outer

bb1.i.outer:                                      ; preds = %bb13.i, %start
  %storemerge = phi i64 [ 0, %start ], [ %28, %bb13.i ]
  %_14.i529.i.ph = phi ptr [ inttoptr (i64 8 to ptr), %start ], [ %_14.i5.i, %bb13.i ]
  %iter.sroa.97.0.i.ph = phi ptr [ @alloc_b18a2acd8874e14f9b242b200869a4fb, %start ], [ %iter.sroa.97.2.i, %bb13.i ]
  %iter.sroa.13.0.i.ph = phi i64 [ 0, %start ], [ %iter.sroa.13.2.i, %bb13.i ]
  %iter.sroa.18.0.i.ph = phi i1 [ false, %start ], [ %iter.sroa.18.2.i, %bb13.i ]
  %iter.sroa.0.0.i.ph = phi i64 [ 0, %start ], [ %iter.sroa.0.2.i, %bb13.i ]
  store i64 %storemerge, ptr %1, align 8, !noalias !1726
  br label %bb1.i

cleanup.i:                                        ; preds = %bb1.i6.i
  %2 = landingpad { ptr, i32 }
          cleanup
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1729)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1732)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1735)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1738)
  %self1.i.i.i.i1.i.i = load i64, ptr %counts.i, align 8, !range !43, !alias.scope !1741, !noalias !1744, !noundef !4
  %3 = icmp eq i64 %self1.i.i.i.i1.i.i, 0
  br i1 %3, label %common.resume, label %bb2.i.i.i2.i.i

bb2.i.i.i2.i.i:                                   ; preds = %cleanup.i
  %alloc_size.i.i.i.i3.i.i = mul nuw i64 %self1.i.i.i.i1.i.i, 24
  %self3.i.i.i.i4.i.i = load ptr, ptr %0, align 8, !alias.scope !1741, !noalias !1744, !nonnull !4, !noundef !4
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %self3.i.i.i.i4.i.i, i64 noundef %alloc_size.i.i.i.i3.i.i, i64 noundef range(i64 1, -9223372036854775807) 8) #27, !noalias !1746
  br label %common.resume

bb1.i:                                            ; preds = %bb1.i.outer, %bb5.i
  %iter.sroa.97.0.i = phi ptr [ %iter.sroa.97.2.i, %bb5.i ], [ %iter.sroa.97.0.i.ph, %bb1.i.outer ]
  %iter.sroa.13.0.i = phi i64 [ %iter.sroa.13.2.i, %bb5.i ], [ %iter.sroa.13.0.i.ph, %bb1.i.outer ]
  %iter.sroa.18.0.i = phi i1 [ %iter.sroa.18.2.i, %bb5.i ], [ %iter.sroa.18.0.i.ph, %bb1.i.outer ]
  %iter.sroa.0.0.i = phi i64 [ %iter.sroa.0.2.i, %bb5.i ], [ %iter.sroa.0.0.i.ph, %bb1.i.outer ]
  br label %bb1.i.i

bb1.i.i:                                          ; preds = %bb3.i.i, %bb1.i
  %iter.sroa.97.1.i = phi ptr [ %iter.sroa.97.0.i, %bb1.i ], [ %iter.sroa.97.2.i, %bb3.i.i ]
  %iter.sroa.13.1.i = phi i64 [ %iter.sroa.13.0.i, %bb1.i ], [ %iter.sroa.13.2.i, %bb3.i.i ]
  %iter.sroa.18.1.i = phi i1 [ %iter.sroa.18.0.i, %bb1.i ], [ %iter.sroa.18.2.i, %bb3.i.i ]
  %iter.sroa.0.1.i = phi i64 [ %iter.sroa.0.0.i, %bb1.i ], [ %iter.sroa.0.2.i, %bb3.i.i ]
  %.lcssa919.i.i = phi i64 [ %iter.sroa.13.0.i, %bb1.i ], [ %.lcssa917.i.i, %bb3.i.i ]
  %subtracted.i.i.i.i.i.i.lcssa1015.i.i = phi ptr [ %iter.sroa.97.0.i, %bb1.i ], [ %subtracted.i.i.i.i.i.i.lcssa1013.i.i, %bb3.i.i ]
  %i.pre.i.i.i12.i.i = phi i64 [ %iter.sroa.0.0.i, %bb1.i ], [ %i.pre.i.i.i11.i.i, %bb3.i.i ]
  %4 = phi i1 [ %iter.sroa.18.0.i, %bb1.i ], [ %22, %bb3.i.i ]
  br i1 %4, label %_ZN8rust_std11word_counts17h200ff97b0113f133E.exit, label %bb2.i.i.i.i

bb2.i.i.i.i:                                      ; preds = %bb1.i.i
  %_6.i.i.i.i13.i.i.i.i.i.i = icmp eq ptr %subtracted.i.i.i.i.i.i.lcssa1015.i.i, getelementptr inbounds nuw (i8, ptr @alloc_b18a2acd8874e14f9b242b200869a4fb, i64 11)
  br i1 %_6.i.i.i.i13.i.i.i.i.i.i, label %bb3.i.i, label %bb14.i.i.i.i.i.i.i.i.i

bb14.i.i.i.i.i.i.i.i.i:                           ; preds = %bb2.i.i.i.i, %bb5.i.i.i.i.i.i
  %5 = phi i64 [ %12, %bb5.i.i.i.i.i.i ], [ %.lcssa919.i.i, %bb2.i.i.i.i ]
  %_16.i26.i.i.i1214.i.i.i.i.i.i = phi ptr [ %subtracted.i.i.i.i.i.i.i.i, %bb5.i.i.i.i.i.i ], [ %subtracted.i.i.i.i.i.i.lcssa1015.i.i, %bb2.i.i.i.i ]
  %6 = ptrtoint ptr %_16.i26.i.i.i1214.i.i.i.i.i.i to i64
  %_16.i.i.i.i.i.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %_16.i26.i.i.i1214.i.i.i.i.i.i, i64 1
  %x.i.i.i.i.i.i.i.i.i = load i8, ptr %_16.i26.i.i.i1214.i.i.i.i.i.i, align 1, !noalias !1747, !noundef !4
  %_7.i.i.i.i.i.i.i.i.i = icmp sgt i8 %x.i.i.i.i.i.i.i.i.i, -1
  br i1 %_7.i.i.i.i.i.i.i.i.i, label %bb3.i.i.i.i.i.i.i.i.i, label %bb4.i.i.i.i.i.i.i.i.i

bb4.i.i.i.i.i.i.i.i.i:                            ; preds = %bb14.i.i.i.i.i.i.i.i.i
  %_33.i.i.i.i.i.i.i.i.i = and i8 %x.i.i.i.i.i.i.i.i.i, 31
  %init.i.i.i.i.i.i.i.i.i = zext nneg i8 %_33.i.i.i.i.i.i.i.i.i to i32
  %_6.i10.i.i.i.i.i.i.i.i.i = icmp ne ptr %_16.i.i.i.i.i.i.i.i.i.i, getelementptr inbounds nuw (i8, ptr @alloc_b18a2acd8874e14f9b242b200869a4fb, i64 11)
  tail call void @llvm.assume(i1 %_6.i10.i.i.i.i.i.i.i.i.i)
  %_16.i12.i.i.i.i.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %_16.i26.i.i.i1214.i.i.i.i.i.i, i64 2
  %y.i.i.i.i.i.i.i.i.i = load i8, ptr %_16.i.i.i.i.i.i.i.i.i.i, align 1, !noalias !1747, !noundef !4
  %_36.i.i.i.i.i.i.i.i.i = shl nuw nsw i32 %init.i.i.i.i.i.i.i.i.i, 6
  %_38.i.i.i.i.i.i.i.i.i = and i8 %y.i.i.i.i.i.i.i.i.i, 63
  %_37.i.i.i.i.i.i.i.i.i = zext nneg i8 %_38.i.i.i.i.i.i.i.i.i to i32
  %7 = or disjoint i32 %_36.i.i.i.i.i.i.i.i.i, %_37.i.i.i.i.i.i.i.i.i
  %_14.i.i.i.i.i.i.i.i.i = icmp samesign ugt i8 %x.i.i.i.i.i.i.i.i.i, -33
  br i1 %_14.i.i.i.i.i.i.i.i.i, label %bb6.i.i.i.i.i.i.i.i.i, label %bb3.i.i.i.i.i.i.i

bb3.i.i.i.i.i.i.i.i.i:                            ; preds = %bb14.i.i.i.i.i.i.i.i.i
  %_8.i.i.i.i.i.i.i.i.i = zext nneg i8 %x.i.i.i.i.i.i.i.i.i to i32
  br label %bb3.i.i.i.i.i.i.i

bb6.i.i.i.i.i.i.i.i.i:                            ; preds = %bb4.i.i.i.i.i.i.i.i.i
  %_6.i17.i.i.i.i.i.i.i.i.i = icmp ne ptr %_16.i12.i.i.i.i.i.i.i.i.i, getelementptr inbounds nuw (i8, ptr @alloc_b18a2acd8874e14f9b242b200869a4fb, i64 11)
  tail call void @llvm.assume(i1 %_6.i17.i.i.i.i.i.i.i.i.i)
  %_16.i19.i.i.i.i.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %_16.i26.i.i.i1214.i.i.i.i.i.i, i64 3
  %z.i.i.i.i.i.i.i.i.i = load i8, ptr %_16.i12.i.i.i.i.i.i.i.i.i, align 1, !noalias !1747, !noundef !4
  %_41.i.i.i.i.i.i.i.i.i = shl nuw nsw i32 %_37.i.i.i.i.i.i.i.i.i, 6
  %_43.i.i.i.i.i.i.i.i.i = and i8 %z.i.i.i.i.i.i.i.i.i, 63
  %_42.i.i.i.i.i.i.i.i.i = zext nneg i8 %_43.i.i.i.i.i.i.i.i.i to i32
  %y_z.i.i.i.i.i.i.i.i.i = or disjoint i32 %_41.i.i.i.i.i.i.i.i.i, %_42.i.i.i.i.i.i.i.i.i
  %_21.i.i.i.i.i.i.i.i.i = shl nuw nsw i32 %init.i.i.i.i.i.i.i.i.i, 12
  %8 = or disjoint i32 %y_z.i.i.i.i.i.i.i.i.i, %_21.i.i.i.i.i.i.i.i.i
  %_22.i.i.i.i.i.i.i.i.i = icmp samesign ugt i8 %x.i.i.i.i.i.i.i.i.i, -17
  br i1 %_22.i.i.i.i.i.i.i.i.i, label %bb8.i.i.i.i.i.i.i.i.i, label %bb3.i.i.i.i.i.i.i

bb8.i.i.i.i.i.i.i.i.i:                            ; preds = %bb6.i.i.i.i.i.i.i.i.i
  %_6.i24.i.i.i.i.i.i.i.i.i = icmp ne ptr %_16.i19.i.i.i.i.i.i.i.i.i, getelementptr inbounds nuw (i8, ptr @alloc_b18a2acd8874e14f9b242b200869a4fb, i64 11)
  tail call void @llvm.assume(i1 %_6.i24.i.i.i.i.i.i.i.i.i)
  %_16.i26.i.i.i.i.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %_16.i26.i.i.i1214.i.i.i.i.i.i, i64 4
  %w.i.i.i.i.i.i.i.i.i = load i8, ptr %_16.i19.i.i.i.i.i.i.i.i.i, align 1, !noalias !1747, !noundef !4
  %_27.i.i.i.i.i.i.i.i.i = shl nuw nsw i32 %init.i.i.i.i.i.i.i.i.i, 18
  %_26.i.i.i.i.i.i.i.i.i = and i32 %_27.i.i.i.i.i.i.i.i.i, 1835008
  %_46.i.i.i.i.i.i.i.i.i = shl nuw nsw i32 %y_z.i.i.i.i.i.i.i.i.i, 6
  %_48.i.i.i.i.i.i.i.i.i = and i8 %w.i.i.i.i.i.i.i.i.i, 63
  %_47.i.i.i.i.i.i.i.i.i = zext nneg i8 %_48.i.i.i.i.i.i.i.i.i to i32
  %_28.i.i.i.i.i.i.i.i.i = or disjoint i32 %_46.i.i.i.i.i.i.i.i.i, %_47.i.i.i.i.i.i.i.i.i
  %9 = or disjoint i32 %_28.i.i.i.i.i.i.i.i.i, %_26.i.i.i.i.i.i.i.i.i
  br label %bb3.i.i.i.i.i.i.i

bb3.i.i.i.i.i.i.i:                                ; preds = %bb8.i.i.i.i.i.i.i.i.i, %bb6.i.i.i.i.i.i.i.i.i, %bb3.i.i.i.i.i.i.i.i.i, %bb4.i.i.i.i.i.i.i.i.i
  %subtracted.i.i.i.i.i.i.i.i = phi ptr [ %_16.i19.i.i.i.i.i.i.i.i.i, %bb6.i.i.i.i.i.i.i.i.i ], [ %_16.i26.i.i.i.i.i.i.i.i.i, %bb8.i.i.i.i.i.i.i.i.i ], [ %_16.i12.i.i.i.i.i.i.i.i.i, %bb4.i.i.i.i.i.i.i.i.i ], [ %_16.i.i.i.i.i.i.i.i.i.i, %bb3.i.i.i.i.i.i.i.i.i ]
  %_0.sroa.4.0.i.ph.i.i.i.i.i.i.i.i = phi i32 [ %8, %bb6.i.i.i.i.i.i.i.i.i ], [ %9, %bb8.i.i.i.i.i.i.i.i.i ], [ %7, %bb4.i.i.i.i.i.i.i.i.i ], [ %_8.i.i.i.i.i.i.i.i.i, %bb3.i.i.i.i.i.i.i.i.i ]
  %10 = icmp samesign ult i32 %_0.sroa.4.0.i.ph.i.i.i.i.i.i.i.i, 1114112
  tail call void @llvm.assume(i1 %10)
  %11 = ptrtoint ptr %subtracted.i.i.i.i.i.i.i.i to i64
  %_10.i.i.i.i.i.i.i.i = sub i64 %11, %6
  %12 = add i64 %_10.i.i.i.i.i.i.i.i, %5
  switch i32 %_0.sroa.4.0.i.ph.i.i.i.i.i.i.i.i, label %bb1.i.i.i.i.i.i.i.i.i.i [
    i32 32, label %bb3.i.i
    i32 13, label %bb3.i.i
    i32 12, label %bb3.i.i
    i32 11, label %bb3.i.i
    i32 10, label %bb3.i.i
    i32 9, label %bb3.i.i
  ]

bb1.i.i.i.i.i.i.i.i.i.i:                          ; preds = %bb3.i.i.i.i.i.i.i
  %_4.i.i.i.i.i.i.i.i.i.i = icmp samesign ugt i32 %_0.sroa.4.0.i.ph.i.i.i.i.i.i.i.i, 127
  br i1 %_4.i.i.i.i.i.i.i.i.i.i, label %bb5.i.i.i.i.i.i.i.i.i.i, label %bb5.i.i.i.i.i.i

bb5.i.i.i.i.i.i.i.i.i.i:                          ; preds = %bb1.i.i.i.i.i.i.i.i.i.i
  %_3.i.i.i.i.i.i.i.i.i.i.i = lshr i32 %_0.sroa.4.0.i.ph.i.i.i.i.i.i.i.i, 8
  switch i32 %_3.i.i.i.i.i.i.i.i.i.i.i, label %bb5.i.i.i.i.i.i [
    i32 0, label %bb6.i.i.i.i.i.i.i.i.i.i.i
    i32 22, label %bb4.i.i.i.i.i.i.i.i.i.i.i
    i32 32, label %bb7.i.i.i.i.i.i.i.i.i.i.i
    i32 48, label %bb2.i.i.i.i.i.i.i.i.i.i.i
  ]

bb4.i.i.i.i.i.i.i.i.i.i.i:                        ; preds = %bb5.i.i.i.i.i.i.i.i.i.i
  %13 = icmp eq i32 %_0.sroa.4.0.i.ph.i.i.i.i.i.i.i.i, 5760
  %14 = zext i1 %13 to i8
  br label %"_ZN53_$LT$F$u20$as$u20$core..str..pattern..MultiCharEq$GT$7matches17h9982f8fcece622b0E.exit.i.i.i.i.i.i.i"

bb2.i.i.i.i.i.i.i.i.i.i.i:                        ; preds = %bb5.i.i.i.i.i.i.i.i.i.i
  %15 = icmp eq i32 %_0.sroa.4.0.i.ph.i.i.i.i.i.i.i.i, 12288
  %16 = zext i1 %15 to i8
  br label %"_ZN53_$LT$F$u20$as$u20$core..str..pattern..MultiCharEq$GT$7matches17h9982f8fcece622b0E.exit.i.i.i.i.i.i.i"

bb6.i.i.i.i.i.i.i.i.i.i.i:                        ; preds = %bb5.i.i.i.i.i.i.i.i.i.i
  %17 = and i32 %_0.sroa.4.0.i.ph.i.i.i.i.i.i.i.i, 255
  %_8.i.i.i.i.i.i.i.i.i.i.i = zext nneg i32 %17 to i64
  %18 = getelementptr inbounds nuw i8, ptr @_RNvNtNtNtCsgEmfK2I1SDS_4core7unicode12unicode_data11white_space14WHITESPACE_MAP, i64 %_8.i.i.i.i.i.i.i.i.i.i.i
  %_6.i.i.i.i.i.i.i.i.i.i.i = load i8, ptr %18, align 1, !noalias !1767, !noundef !4
  br label %"_ZN53_$LT$F$u20$as$u20$core..str..pattern..MultiCharEq$GT$7matches17h9982f8fcece622b0E.exit.i.i.i.i.i.i.i"

bb7.i.i.i.i.i.i.i.i.i.i.i:                        ; preds = %bb5.i.i.i.i.i.i.i.i.i.i
  %19 = and i32 %_0.sroa.4.0.i.ph.i.i.i.i.i.i.i.i, 255
  %_14.i.i.i.i.i.i.i.i.i.i.i = zext nneg i32 %19 to i64
  %20 = getelementptr inbounds nuw i8, ptr @_RNvNtNtNtCsgEmfK2I1SDS_4core7unicode12unicode_data11white_space14WHITESPACE_MAP, i64 %_14.i.i.i.i.i.i.i.i.i.i.i
  %_12.i.i.i.i.i.i.i.i.i.i.i = load i8, ptr %20, align 1, !noalias !1767, !noundef !4
  %_11.i.i.i.i.i.i.i.i.i.i.i = lshr i8 %_12.i.i.i.i.i.i.i.i.i.i.i, 1
  br label %"_ZN53_$LT$F$u20$as$u20$core..str..pattern..MultiCharEq$GT$7matches17h9982f8fcece622b0E.exit.i.i.i.i.i.i.i"

"_ZN53_$LT$F$u20$as$u20$core..str..pattern..MultiCharEq$GT$7matches17h9982f8fcece622b0E.exit.i.i.i.i.i.i.i": ; preds = %bb7.i.i.i.i.i.i.i.i.i.i.i, %bb6.i.i.i.i.i.i.i.i.i.i.i, %bb2.i.i.i.i.i.i.i.i.i.i.i, %bb4.i.i.i.i.i.i.i.i.i.i.i
  %_0.sroa.0.0.i.i.i.i.i.i.i.i.i.i.i = phi i8 [ %16, %bb2.i.i.i.i.i.i.i.i.i.i.i ], [ %_6.i.i.i.i.i.i.i.i.i.i.i, %bb6.i.i.i.i.i.i.i.i.i.i.i ], [ %14, %bb4.i.i.i.i.i.i.i.i.i.i.i ], [ %_11.i.i.i.i.i.i.i.i.i.i.i, %bb7.i.i.i.i.i.i.i.i.i.i.i ]
  %21 = trunc i8 %_0.sroa.0.0.i.i.i.i.i.i.i.i.i.i.i to i1
  br i1 %21, label %bb3.i.i, label %bb5.i.i.i.i.i.i

bb5.i.i.i.i.i.i:                                  ; preds = %"_ZN53_$LT$F$u20$as$u20$core..str..pattern..MultiCharEq$GT$7matches17h9982f8fcece622b0E.exit.i.i.i.i.i.i.i", %bb5.i.i.i.i.i.i.i.i.i.i, %bb1.i.i.i.i.i.i.i.i.i.i
  %_6.i.i.i.i.i.i.i.i.i.i = icmp eq ptr %subtracted.i.i.i.i.i.i.i.i, getelementptr inbounds nuw (i8, ptr @alloc_b18a2acd8874e14f9b242b200869a4fb, i64 11)
  br i1 %_6.i.i.i.i.i.i.i.i.i.i, label %bb3.i.i, label %bb14.i.i.i.i.i.i.i.i.i

bb3.i.i:                                          ; preds = %bb5.i.i.i.i.i.i, %"_ZN53_$LT$F$u20$as$u20$core..str..pattern..MultiCharEq$GT$7matches17h9982f8fcece622b0E.exit.i.i.i.i.i.i.i", %bb3.i.i.i.i.i.i.i, %bb3.i.i.i.i.i.i.i, %bb3.i.i.i.i.i.i.i, %bb3.i.i.i.i.i.i.i, %bb3.i.i.i.i.i.i.i, %bb3.i.i.i.i.i.i.i, %bb2.i.i.i.i
  %iter.sroa.97.2.i = phi ptr [ %iter.sroa.97.1.i, %bb2.i.i.i.i ], [ %subtracted.i.i.i.i.i.i.i.i, %bb3.i.i.i.i.i.i.i ], [ %subtracted.i.i.i.i.i.i.i.i, %"_ZN53_$LT$F$u20$as$u20$core..str..pattern..MultiCharEq$GT$7matches17h9982f8fcece622b0E.exit.i.i.i.i.i.i.i" ], [ %subtracted.i.i.i.i.i.i.i.i, %bb3.i.i.i.i.i.i.i ], [ %subtracted.i.i.i.i.i.i.i.i, %bb3.i.i.i.i.i.i.i ], [ %subtracted.i.i.i.i.i.i.i.i, %bb3.i.i.i.i.i.i.i ], [ %subtracted.i.i.i.i.i.i.i.i, %bb3.i.i.i.i.i.i.i ], [ %subtracted.i.i.i.i.i.i.i.i, %bb3.i.i.i.i.i.i.i ], [ getelementptr inbounds nuw (i8, ptr @alloc_b18a2acd8874e14f9b242b200869a4fb, i64 11), %bb5.i.i.i.i.i.i ]
  %iter.sroa.13.2.i = phi i64 [ %iter.sroa.13.1.i, %bb2.i.i.i.i ], [ %12, %bb3.i.i.i.i.i.i.i ], [ %12, %bb3.i.i.i.i.i.i.i ], [ %12, %bb3.i.i.i.i.i.i.i ], [ %12, %bb3.i.i.i.i.i.i.i ], [ %12, %bb3.i.i.i.i.i.i.i ], [ %12, %bb3.i.i.i.i.i.i.i ], [ %12, %"_ZN53_$LT$F$u20$as$u20$core..str..pattern..MultiCharEq$GT$7matches17h9982f8fcece622b0E.exit.i.i.i.i.i.i.i" ], [ %12, %bb5.i.i.i.i.i.i ]
  %iter.sroa.18.2.i = phi i1 [ true, %bb2.i.i.i.i ], [ %iter.sroa.18.1.i, %bb3.i.i.i.i.i.i.i ], [ %iter.sroa.18.1.i, %"_ZN53_$LT$F$u20$as$u20$core..str..pattern..MultiCharEq$GT$7matches17h9982f8fcece622b0E.exit.i.i.i.i.i.i.i" ], [ %iter.sroa.18.1.i, %bb3.i.i.i.i.i.i.i ], [ %iter.sroa.18.1.i, %bb3.i.i.i.i.i.i.i ], [ %iter.sroa.18.1.i, %bb3.i.i.i.i.i.i.i ], [ %iter.sroa.18.1.i, %bb3.i.i.i.i.i.i.i ], [ %iter.sroa.18.1.i, %bb3.i.i.i.i.i.i.i ], [ true, %bb5.i.i.i.i.i.i ]
  %iter.sroa.0.2.i = phi i64 [ %iter.sroa.0.1.i, %bb2.i.i.i.i ], [ %12, %bb3.i.i.i.i.i.i.i ], [ %12, %"_ZN53_$LT$F$u20$as$u20$core..str..pattern..MultiCharEq$GT$7matches17h9982f8fcece622b0E.exit.i.i.i.i.i.i.i" ], [ %12, %bb3.i.i.i.i.i.i.i ], [ %12, %bb3.i.i.i.i.i.i.i ], [ %12, %bb3.i.i.i.i.i.i.i ], [ %12, %bb3.i.i.i.i.i.i.i ], [ %12, %bb3.i.i.i.i.i.i.i ], [ %iter.sroa.0.1.i, %bb5.i.i.i.i.i.i ]
  %.lcssa917.i.i = phi i64 [ %.lcssa919.i.i, %bb2.i.i.i.i ], [ %12, %bb3.i.i.i.i.i.i.i ], [ %12, %bb3.i.i.i.i.i.i.i ], [ %12, %bb3.i.i.i.i.i.i.i ], [ %12, %bb3.i.i.i.i.i.i.i ], [ %12, %bb3.i.i.i.i.i.i.i ], [ %12, %bb3.i.i.i.i.i.i.i ], [ %12, %"_ZN53_$LT$F$u20$as$u20$core..str..pattern..MultiCharEq$GT$7matches17h9982f8fcece622b0E.exit.i.i.i.i.i.i.i" ], [ %12, %bb5.i.i.i.i.i.i ]
  %subtracted.i.i.i.i.i.i.lcssa1013.i.i = phi ptr [ getelementptr inbounds nuw (i8, ptr @alloc_b18a2acd8874e14f9b242b200869a4fb, i64 11), %bb2.i.i.i.i ], [ %subtracted.i.i.i.i.i.i.i.i, %bb3.i.i.i.i.i.i.i ], [ %subtracted.i.i.i.i.i.i.i.i, %"_ZN53_$LT$F$u20$as$u20$core..str..pattern..MultiCharEq$GT$7matches17h9982f8fcece622b0E.exit.i.i.i.i.i.i.i" ], [ %subtracted.i.i.i.i.i.i.i.i, %bb3.i.i.i.i.i.i.i ], [ %subtracted.i.i.i.i.i.i.i.i, %bb3.i.i.i.i.i.i.i ], [ %subtracted.i.i.i.i.i.i.i.i, %bb3.i.i.i.i.i.i.i ], [ %subtracted.i.i.i.i.i.i.i.i, %bb3.i.i.i.i.i.i.i ], [ %subtracted.i.i.i.i.i.i.i.i, %bb3.i.i.i.i.i.i.i ], [ getelementptr inbounds nuw (i8, ptr @alloc_b18a2acd8874e14f9b242b200869a4fb, i64 11), %bb5.i.i.i.i.i.i ]
  %i.pre.i.i.i11.i.i = phi i64 [ %i.pre.i.i.i12.i.i, %bb2.i.i.i.i ], [ %12, %bb3.i.i.i.i.i.i.i ], [ %12, %"_ZN53_$LT$F$u20$as$u20$core..str..pattern..MultiCharEq$GT$7matches17h9982f8fcece622b0E.exit.i.i.i.i.i.i.i" ], [ %12, %bb3.i.i.i.i.i.i.i ], [ %12, %bb3.i.i.i.i.i.i.i ], [ %12, %bb3.i.i.i.i.i.i.i ], [ %12, %bb3.i.i.i.i.i.i.i ], [ %12, %bb3.i.i.i.i.i.i.i ], [ %i.pre.i.i.i12.i.i, %bb5.i.i.i.i.i.i ]
  %22 = phi i1 [ true, %bb2.i.i.i.i ], [ false, %bb3.i.i.i.i.i.i.i ], [ false, %"_ZN53_$LT$F$u20$as$u20$core..str..pattern..MultiCharEq$GT$7matches17h9982f8fcece622b0E.exit.i.i.i.i.i.i.i" ], [ false, %bb3.i.i.i.i.i.i.i ], [ false, %bb3.i.i.i.i.i.i.i ], [ false, %bb3.i.i.i.i.i.i.i ], [ false, %bb3.i.i.i.i.i.i.i ], [ false, %bb3.i.i.i.i.i.i.i ], [ true, %bb5.i.i.i.i.i.i ]
  %.pn.i.i = phi i64 [ 11, %bb2.i.i.i.i ], [ %5, %bb3.i.i.i.i.i.i.i ], [ %5, %"_ZN53_$LT$F$u20$as$u20$core..str..pattern..MultiCharEq$GT$7matches17h9982f8fcece622b0E.exit.i.i.i.i.i.i.i" ], [ %5, %bb3.i.i.i.i.i.i.i ], [ %5, %bb3.i.i.i.i.i.i.i ], [ %5, %bb3.i.i.i.i.i.i.i ], [ %5, %bb3.i.i.i.i.i.i.i ], [ %5, %bb3.i.i.i.i.i.i.i ], [ 11, %bb5.i.i.i.i.i.i ]
  %_4.i.i.not.i.i.i = icmp eq i64 %.pn.i.i, %i.pre.i.i.i12.i.i
  br i1 %_4.i.i.not.i.i.i, label %bb1.i.i, label %bb11.i

bb11.i:                                           ; preds = %bb3.i.i
  %_0.sroa.4.1.i.i.i.le.i = sub nuw i64 %.pn.i.i, %i.pre.i.i.i12.i.i
  %_0.sroa.0.1.i.i.i.i = getelementptr inbounds nuw i8, ptr @alloc_b18a2acd8874e14f9b242b200869a4fb, i64 %i.pre.i.i.i12.i.i
  %_33.i = load i64, ptr %1, align 8, !noalias !1726, !noundef !4
  %_37.idx.i = mul nuw nsw i64 %_33.i, 24
  %_37.i = getelementptr inbounds nuw i8, ptr %_14.i529.i.ph, i64 %_37.idx.i
  %_142.i.i = icmp eq i64 %_33.i, 0
  br i1 %_142.i.i, label %bb4.i, label %bb13.i.i

bb13.i.i:                                         ; preds = %bb11.i, %bb1.backedge.i.i
  %_2413.i.i = phi ptr [ %_24.i.i, %bb1.backedge.i.i ], [ %_14.i529.i.ph, %bb11.i ]
  %_24.i.i = getelementptr inbounds nuw i8, ptr %_2413.i.i, i64 24
  %23 = getelementptr inbounds nuw i8, ptr %_2413.i.i, i64 8
  %_6.1.i.i.i = load i64, ptr %23, align 8, !noalias !1768, !noundef !4
  %_11.i.i.i = icmp eq i64 %_6.1.i.i.i, %_0.sroa.4.1.i.i.i.le.i
  br i1 %_11.i.i.i, label %bb1.i.i.i, label %bb1.backedge.i.i

bb1.i.i.i:                                        ; preds = %bb13.i.i
  %_6.0.i.i.i = load ptr, ptr %_2413.i.i, align 8, !noalias !1768, !nonnull !4, !align !12, !noundef !4
  %bcmp.i.i.i = tail call i32 @bcmp(ptr nonnull %_6.0.i.i.i, ptr nonnull %_0.sroa.0.1.i.i.i.i, i64 %_0.sroa.4.1.i.i.i.le.i), !noalias !1768
  %24 = icmp eq i32 %bcmp.i.i.i, 0
  br i1 %24, label %bb5.i, label %bb1.backedge.i.i

bb1.backedge.i.i:                                 ; preds = %bb1.i.i.i, %bb13.i.i
  %_14.i.i = icmp eq ptr %_24.i.i, %_37.i
  br i1 %_14.i.i, label %bb4.i, label %bb13.i.i

bb5.i:                                            ; preds = %bb1.i.i.i
  %25 = getelementptr inbounds nuw i8, ptr %_2413.i.i, i64 16
  %26 = load i64, ptr %25, align 8, !noalias !1726, !noundef !4
  %27 = add i64 %26, 1
  store i64 %27, ptr %25, align 8, !noalias !1726
  br label %bb1.i

bb4.i:                                            ; preds = %bb11.i, %bb1.backedge.i.i
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1775)
  %self1.i.i = load i64, ptr %counts.i, align 8, !range !43, !alias.scope !1775, !noalias !1778, !noundef !4
  %_4.i.i = icmp eq i64 %_33.i, %self1.i.i
  br i1 %_4.i.i, label %bb1.i6.i, label %bb13.i

bb1.i6.i:                                         ; preds = %bb4.i
; invoke alloc::raw_vec::RawVec<T,A>::grow_one
  invoke fastcc void @"_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17h395bb5d0487bdcbeE"(ptr noalias noundef nonnull align 8 dereferenceable(24) %counts.i)
          to label %bb1.i6.bb13_crit_edge.i unwind label %cleanup.i, !noalias !1726

bb1.i6.bb13_crit_edge.i:                          ; preds = %bb1.i6.i
  %_14.i5.pre.i = load ptr, ptr %0, align 8, !alias.scope !1775, !noalias !1778
  br label %bb13.i

bb13.i:                                           ; preds = %bb1.i6.bb13_crit_edge.i, %bb4.i
  %_14.i5.i = phi ptr [ %_14.i5.pre.i, %bb1.i6.bb13_crit_edge.i ], [ %_14.i529.i.ph, %bb4.i ]
  %end.i.i = getelementptr inbounds nuw { { ptr, i64 }, i64 }, ptr %_14.i5.i, i64 %_33.i
  store ptr %_0.sroa.0.1.i.i.i.i, ptr %end.i.i, align 8, !noalias !1780
  %_16.sroa.4.0.end.i.sroa_idx.i = getelementptr inbounds nuw i8, ptr %end.i.i, i64 8
  store i64 %_0.sroa.4.1.i.i.i.le.i, ptr %_16.sroa.4.0.end.i.sroa_idx.i, align 8, !noalias !1780
  %_16.sroa.5.0.end.i.sroa_idx.i = getelementptr inbounds nuw i8, ptr %end.i.i, i64 16
  store i64 1, ptr %_16.sroa.5.0.end.i.sroa_idx.i, align 8, !noalias !1780
  %28 = add i64 %_33.i, 1
  br label %bb1.i.outer

common.resume:                                    ; preds = %bb22, %bb2.i.i.i2.i, %cleanup.i, %bb2.i.i.i2.i.i
  %common.resume.op = phi { ptr, i32 } [ %2, %cleanup.i ], [ %2, %bb2.i.i.i2.i.i ], [ %.pn13.pn, %bb2.i.i.i2.i ], [ %.pn13.pn, %bb22 ]
  resume { ptr, i32 } %common.resume.op

_ZN8rust_std11word_counts17h200ff97b0113f133E.exit: ; preds = %bb1.i.i
  %counts.sroa.0.0.copyload = load i64, ptr %counts.i, align 8
  %counts.sroa.5.0.copyload = load ptr, ptr %0, align 8, !nonnull !4, !noundef !4
  %counts.sroa.8.0.copyload = load i64, ptr %1, align 8
  call void @llvm.lifetime.end.p0(ptr nonnull %counts.i), !noalias !1726
  %_73.idx = mul i64 %counts.sroa.8.0.copyload, 24
  %_73 = getelementptr inbounds nuw i8, ptr %counts.sroa.5.0.copyload, i64 %_73.idx
  %29 = shl nuw nsw i64 %counts.sroa.8.0.copyload, 3
  %30 = icmp eq i64 %counts.sroa.8.0.copyload, 0
  br i1 %30, label %bb3.i, label %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i

_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i: ; preds = %_ZN8rust_std11word_counts17h200ff97b0113f133E.exit
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  tail call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #27, !noalias !1781
; call __rustc::__rust_alloc
  %31 = tail call noundef align 8 ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef range(i64 0, -9223372036854775808) %29, i64 noundef range(i64 1, 9) 8) #27, !noalias !1781
  %32 = icmp eq ptr %31, null
  br i1 %32, label %bb3.i.i18, label %bb2.i.i.i.i16.preheader

bb2.i.i.i.i16.preheader:                          ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i
  %33 = add i64 %_73.idx, -24
  %34 = udiv i64 %33, 24
  %35 = add nuw nsw i64 %34, 1
  %min.iters.check = icmp ult i64 %33, 72
  br i1 %min.iters.check, label %bb2.i.i.i.i16.preheader260, label %vector.ph

vector.ph:                                        ; preds = %bb2.i.i.i.i16.preheader
  %n.vec = and i64 %35, 2305843009213693948
  %36 = mul i64 %n.vec, 24
  %37 = getelementptr i8, ptr %counts.sroa.5.0.copyload, i64 %36
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %pointer.phi = phi ptr [ %counts.sroa.5.0.copyload, %vector.ph ], [ %ptr.ind, %vector.body ]
  %vector.gep = getelementptr i8, ptr %pointer.phi, <2 x i64> <i64 0, i64 24>
  %step.add255 = getelementptr i8, <2 x ptr> %vector.gep, i64 48
  %38 = getelementptr inbounds nuw ptr, ptr %31, i64 %index
  %39 = getelementptr inbounds nuw i8, ptr %38, i64 16
  store <2 x ptr> %vector.gep, ptr %38, align 8, !noalias !1786
  store <2 x ptr> %step.add255, ptr %39, align 8, !noalias !1786
  %index.next = add nuw i64 %index, 4
  %ptr.ind = getelementptr i8, ptr %pointer.phi, i64 96
  %40 = icmp eq i64 %index.next, %n.vec
  br i1 %40, label %middle.block, label %vector.body, !llvm.loop !1796

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %35, %n.vec
  %ind.escape = add nsw i64 %n.vec, -1
  br i1 %cmp.n, label %bb26, label %bb2.i.i.i.i16.preheader260

bb2.i.i.i.i16.preheader260:                       ; preds = %bb2.i.i.i.i16.preheader, %middle.block
  %.ph = phi i64 [ 0, %bb2.i.i.i.i16.preheader ], [ %n.vec, %middle.block ]
  %self.sroa.0.04.i.i.i.i.ph = phi ptr [ %counts.sroa.5.0.copyload, %bb2.i.i.i.i16.preheader ], [ %37, %middle.block ]
  br label %bb2.i.i.i.i16

bb3.i.i18:                                        ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i
; invoke alloc::raw_vec::handle_error
  invoke void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef 8, i64 %29) #29
          to label %.noexc unwind label %cleanup

.noexc:                                           ; preds = %bb3.i.i18
  unreachable

bb2.i.i.i.i16:                                    ; preds = %bb2.i.i.i.i16.preheader260, %bb2.i.i.i.i16
  %41 = phi i64 [ %42, %bb2.i.i.i.i16 ], [ %.ph, %bb2.i.i.i.i16.preheader260 ]
  %self.sroa.0.04.i.i.i.i = phi ptr [ %_23.i.i.i.i, %bb2.i.i.i.i16 ], [ %self.sroa.0.04.i.i.i.i.ph, %bb2.i.i.i.i16.preheader260 ]
  %_3.i.i.i.i.i = getelementptr inbounds nuw ptr, ptr %31, i64 %41
  store ptr %self.sroa.0.04.i.i.i.i, ptr %_3.i.i.i.i.i, align 8, !noalias !1786
  %42 = add nuw nsw i64 %41, 1
  %_23.i.i.i.i = getelementptr inbounds nuw i8, ptr %self.sroa.0.04.i.i.i.i, i64 24
  %_13.i.i.i.i = icmp eq ptr %_23.i.i.i.i, %_73
  br i1 %_13.i.i.i.i, label %bb26, label %bb2.i.i.i.i16, !llvm.loop !1797

bb22:                                             ; preds = %bb2.i.i.i2.i44, %cleanup6, %bb24, %bb25, %cleanup
  %.pn13.pn = phi { ptr, i32 } [ %129, %bb24 ], [ %45, %bb25 ], [ %44, %cleanup ], [ %.pn, %bb2.i.i.i2.i44 ], [ %47, %cleanup6 ]
  %43 = icmp eq i64 %counts.sroa.0.0.copyload, 0
  br i1 %43, label %common.resume, label %bb2.i.i.i2.i

bb2.i.i.i2.i:                                     ; preds = %bb22
  %alloc_size.i.i.i.i3.i = mul nuw i64 %counts.sroa.0.0.copyload, 24
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %counts.sroa.5.0.copyload, i64 noundef %alloc_size.i.i.i.i3.i, i64 noundef range(i64 1, -9223372036854775807) 8) #27, !noalias !1798
  br label %common.resume

cleanup:                                          ; preds = %bb3.i.i18
  %44 = landingpad { ptr, i32 }
          cleanup
  br label %bb22

bb26:                                             ; preds = %bb2.i.i.i.i16, %middle.block
  %.lcssa250 = phi i64 [ %ind.escape, %middle.block ], [ %41, %bb2.i.i.i.i16 ]
  %.lcssa = phi i64 [ %n.vec, %middle.block ], [ %42, %bb2.i.i.i.i16 ]
  %b.i = icmp eq i64 %.lcssa250, 0
  br i1 %b.i, label %bb5.lr.ph, label %bb7.i, !prof !1807

bb7.i:                                            ; preds = %bb26
  %b1.i = icmp samesign ult i64 %.lcssa250, 20
  br i1 %b1.i, label %bb9.i, label %bb10.i, !prof !1808

bb10.i:                                           ; preds = %bb7.i
; invoke core::slice::sort::stable::driftsort_main
  invoke fastcc void @_ZN4core5slice4sort6stable14driftsort_main17hd4ede61978eb54dcE(ptr noalias noundef nonnull align 8 %31, i64 noundef range(i64 0, 1152921504606846976) %.lcssa)
          to label %bb5.lr.ph unwind label %bb24

bb9.i:                                            ; preds = %bb7.i
  %v_end.idx.i.i = shl nuw nsw i64 %.lcssa, 3
  %v_end.i.i = getelementptr inbounds nuw i8, ptr %31, i64 %v_end.idx.i.i
  %tail.sroa.0.01.i.i = getelementptr inbounds nuw i8, ptr %31, i64 8
  br label %bb5.i.i

bb5.i.i:                                          ; preds = %bb5.i.i, %bb9.i
  %tail.sroa.0.03.i.i = phi ptr [ %tail.sroa.0.0.i.i, %bb5.i.i ], [ %tail.sroa.0.01.i.i, %bb9.i ]
; call core::slice::sort::shared::smallsort::insert_tail
  tail call fastcc void @_ZN4core5slice4sort6shared9smallsort11insert_tail17hc9a09eb33a6e7a14E(ptr noundef nonnull align 8 %31, ptr noundef %tail.sroa.0.03.i.i)
  %tail.sroa.0.0.i.i = getelementptr inbounds nuw i8, ptr %tail.sroa.0.03.i.i, i64 8
  %_10.not.i.i = icmp eq ptr %tail.sroa.0.0.i.i, %v_end.i.i
  br i1 %_10.not.i.i, label %bb5.lr.ph, label %bb5.i.i

bb25:                                             ; preds = %bb3.i.i36
  %45 = landingpad { ptr, i32 }
          cleanup
  br label %bb22

bb5.lr.ph:                                        ; preds = %bb5.i.i, %bb10.i, %bb26
  %_2.i.i.i1.i.i.i.i154.ph = phi i64 [ %.lcssa, %bb10.i ], [ 1, %bb26 ], [ %.lcssa, %bb5.i.i ]
  %_88227 = icmp ult i64 %_2.i.i.i1.i.i.i.i154.ph, 1152921504606846976
  tail call void @llvm.assume(i1 %_88227)
  %_86.idx228 = shl nuw nsw i64 %_2.i.i.i1.i.i.i.i154.ph, 3
  %_86229 = getelementptr inbounds nuw i8, ptr %31, i64 %_86.idx228
  %_17.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args, i64 8
  %46 = getelementptr inbounds nuw i8, ptr %args, i64 16
  %_18.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args, i64 24
  br label %bb5

cleanup6:                                         ; preds = %bb5
  %47 = landingpad { ptr, i32 }
          cleanup
  %alloc_size.i.i.i.i.i.i5.i.i = shl nuw i64 %counts.sroa.8.0.copyload, 3
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %31, i64 noundef %alloc_size.i.i.i.i.i.i5.i.i, i64 noundef range(i64 1, -9223372036854775807) 8) #27, !noalias !1809
  br label %bb22

bb5:                                              ; preds = %bb5.lr.ph, %bb7
  %iter.sroa.5.0203 = phi ptr [ %31, %bb5.lr.ph ], [ %_23.i, %bb7 ]
  %_17.i = load ptr, ptr %iter.sroa.5.0203, align 8, !noalias !1824, !nonnull !4, !align !13, !noundef !4
  call void @llvm.lifetime.start.p0(ptr nonnull %k)
  store ptr %_17.i, ptr %k, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %v)
  %48 = getelementptr inbounds nuw i8, ptr %_17.i, i64 16
  store ptr %48, ptr %v, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %args)
  store ptr %k, ptr %args, align 8
  store ptr @"_ZN44_$LT$$RF$T$u20$as$u20$core..fmt..Display$GT$3fmt17hca09e26c56d1141aE", ptr %_17.sroa.4.0..sroa_idx, align 8
  store ptr %v, ptr %46, align 8
  store ptr @"_ZN44_$LT$$RF$T$u20$as$u20$core..fmt..Display$GT$3fmt17h8448494542166b72E", ptr %_18.sroa.4.0..sroa_idx, align 8
; invoke std::io::stdio::_print
  invoke void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr noundef nonnull @alloc_874ad33e48b268f97acaace8e58fd638, ptr noundef nonnull %args)
          to label %bb7 unwind label %cleanup6

bb2.i.i.i.i.i3.i.i25:                             ; preds = %bb7
  %alloc_size.i.i.i.i.i.i5.i.i27 = shl nuw i64 %counts.sroa.8.0.copyload, 3
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %31, i64 noundef %alloc_size.i.i.i.i.i.i5.i.i27, i64 noundef range(i64 1, -9223372036854775807) 8) #27, !noalias !1827
  br label %bb3.i

bb3.i:                                            ; preds = %_ZN8rust_std11word_counts17h200ff97b0113f133E.exit, %bb2.i.i.i.i.i3.i.i25
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #27, !noalias !1842
; call __rustc::__rust_alloc
  %49 = call noundef align 4 dereferenceable_or_null(40) ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef range(i64 0, -9223372036854775808) 40, i64 noundef range(i64 1, 9) 4) #27, !noalias !1842
  %50 = icmp eq ptr %49, null
  br i1 %50, label %bb3.i.i36, label %bb10

bb3.i.i36:                                        ; preds = %bb3.i
; invoke alloc::raw_vec::handle_error
  invoke void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef 4, i64 40) #29
          to label %.noexc37 unwind label %bb25

.noexc37:                                         ; preds = %bb3.i.i36
  unreachable

bb2.i.i.i2.i44:                                   ; preds = %cleanup7, %bb2.i.i.i2.i129, %cleanup9, %bb2.i.i.i2.i.i93, %cleanup8.body
  %.pn = phi { ptr, i32 } [ %eh.lpad-body85, %cleanup8.body ], [ %lpad.phi.i.i.i.i.i.i, %bb2.i.i.i2.i129 ], [ %51, %cleanup7 ], [ %122, %bb2.i.i.i2.i.i93 ], [ %122, %cleanup9 ]
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %49, i64 noundef 40, i64 noundef range(i64 1, -9223372036854775807) 4) #27, !noalias !1848
  br label %bb22

cleanup7:                                         ; preds = %bb3.i.i63, %bb10
  %51 = landingpad { ptr, i32 }
          cleanup
  br label %bb2.i.i.i2.i44

bb10:                                             ; preds = %bb3.i
  store i32 1, ptr %49, align 4, !noalias !1857
  %_3.i.i.i.i19.i.i.i.i.i.i.i.1 = getelementptr inbounds nuw i8, ptr %49, i64 4
  store i32 4, ptr %_3.i.i.i.i19.i.i.i.i.i.i.i.1, align 4, !noalias !1857
  %_3.i.i.i.i19.i.i.i.i.i.i.i.2 = getelementptr inbounds nuw i8, ptr %49, i64 8
  store i32 9, ptr %_3.i.i.i.i19.i.i.i.i.i.i.i.2, align 4, !noalias !1857
  %_3.i.i.i.i19.i.i.i.i.i.i.i.3 = getelementptr inbounds nuw i8, ptr %49, i64 12
  store i32 16, ptr %_3.i.i.i.i19.i.i.i.i.i.i.i.3, align 4, !noalias !1857
  %_3.i.i.i.i19.i.i.i.i.i.i.i.4 = getelementptr inbounds nuw i8, ptr %49, i64 16
  store i32 25, ptr %_3.i.i.i.i19.i.i.i.i.i.i.i.4, align 4, !noalias !1857
  %_3.i.i.i.i19.i.i.i.i.i.i.i.5 = getelementptr inbounds nuw i8, ptr %49, i64 20
  store i32 36, ptr %_3.i.i.i.i19.i.i.i.i.i.i.i.5, align 4, !noalias !1857
  %_3.i.i.i.i19.i.i.i.i.i.i.i.6 = getelementptr inbounds nuw i8, ptr %49, i64 24
  store i32 49, ptr %_3.i.i.i.i19.i.i.i.i.i.i.i.6, align 4, !noalias !1857
  %_3.i.i.i.i19.i.i.i.i.i.i.i.7 = getelementptr inbounds nuw i8, ptr %49, i64 28
  store i32 64, ptr %_3.i.i.i.i19.i.i.i.i.i.i.i.7, align 4, !noalias !1857
  %_3.i.i.i.i19.i.i.i.i.i.i.i.8 = getelementptr inbounds nuw i8, ptr %49, i64 32
  store i32 81, ptr %_3.i.i.i.i19.i.i.i.i.i.i.i.8, align 4, !noalias !1857
  %_3.i.i.i.i.i.i.i.i.i.i.i34 = getelementptr inbounds nuw i8, ptr %49, i64 36
  store i32 100, ptr %_3.i.i.i.i.i.i.i.i.i.i.i34, align 4, !noalias !1884
  call void @llvm.lifetime.start.p0(ptr nonnull %_26)
  store i32 1, ptr %_26, align 4
  %52 = getelementptr inbounds nuw i8, ptr %_26, i64 4
  store i32 385, ptr %52, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %_29)
  store i32 0, ptr %_29, align 4
  %53 = getelementptr inbounds nuw i8, ptr %_29, i64 4
  store i32 -1, ptr %53, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %args2)
  store ptr %_26, ptr %args2, align 8
  %_32.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args2, i64 8
  store ptr @"_ZN66_$LT$core..option..Option$LT$T$GT$$u20$as$u20$core..fmt..Debug$GT$3fmt17hf1108b65d44edda9E", ptr %_32.sroa.4.0..sroa_idx, align 8
  %54 = getelementptr inbounds nuw i8, ptr %args2, i64 16
  store ptr %_29, ptr %54, align 8
  %_33.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args2, i64 24
  store ptr @"_ZN66_$LT$core..option..Option$LT$T$GT$$u20$as$u20$core..fmt..Debug$GT$3fmt17hf1108b65d44edda9E", ptr %_33.sroa.4.0..sroa_idx, align 8
; invoke std::io::stdio::_print
  invoke void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr noundef nonnull @alloc_b1b3cecaa6a7183967abcfd14f99ae78, ptr noundef nonnull %args2)
          to label %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i60 unwind label %cleanup7

_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i60: ; preds = %bb10
  call void @llvm.lifetime.end.p0(ptr nonnull %args2)
  call void @llvm.lifetime.end.p0(ptr nonnull %_29)
  call void @llvm.lifetime.end.p0(ptr nonnull %_26)
  call void @llvm.lifetime.start.p0(ptr nonnull %s)
  call void @llvm.lifetime.start.p0(ptr nonnull %_37)
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #27, !noalias !1893
; call __rustc::__rust_alloc
  %55 = call noundef align 8 dereferenceable_or_null(240) ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef range(i64 0, -9223372036854775808) 240, i64 noundef range(i64 1, 9) 8) #27, !noalias !1893
  %56 = icmp eq ptr %55, null
  br i1 %56, label %bb3.i.i63, label %bb8.i.i.i.i.i.i

bb3.i.i63:                                        ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i60
; invoke alloc::raw_vec::handle_error
  invoke void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef 8, i64 240) #29
          to label %.noexc64 unwind label %cleanup7

.noexc64:                                         ; preds = %bb3.i.i63
  unreachable

bb8.i.i.i.i.i.i:                                  ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i60, %bb27.i.i.i.i.i.i
  %_2.i.i.i.i.i5.i.i.i.i.i.i = phi i64 [ %62, %bb27.i.i.i.i.i.i ], [ 0, %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i60 ]
  %_45.i.i.i.i.i.i = getelementptr inbounds nuw i32, ptr %49, i64 %_2.i.i.i.i.i5.i.i.i.i.i.i
  call void @llvm.experimental.noalias.scope.decl(metadata !1898)
  call void @llvm.experimental.noalias.scope.decl(metadata !1901)
  call void @llvm.lifetime.start.p0(ptr nonnull %_3.i.i.i.i.i.i.i.i), !noalias !1904
  %_5.i.i.i.i.i.i.i.i = load i32, ptr %_45.i.i.i.i.i.i, align 4, !alias.scope !1917, !noalias !1918, !noundef !4
; invoke <u32>::_fmt
  %57 = invoke { ptr, i64 } @_RNvMsa_NtNtNtCsgEmfK2I1SDS_4core3fmt3num3impm4__fmt(i32 noundef %_5.i.i.i.i.i.i.i.i, ptr noalias noundef nonnull align 1 %_3.i.i.i.i.i.i.i.i, i64 noundef 10)
          to label %.noexc.i.i.i.i.i.i unwind label %bb14.loopexit.i.i.i.i.i.i, !noalias !1919

.noexc.i.i.i.i.i.i:                               ; preds = %bb8.i.i.i.i.i.i
  %_4.0.i.i.i.i.i.i.i.i = extractvalue { ptr, i64 } %57, 0
  %_4.1.i.i.i.i.i.i.i.i = extractvalue { ptr, i64 } %57, 1
  %_38.not.i.i.i.i.i.i.i.i.i = icmp slt i64 %_4.1.i.i.i.i.i.i.i.i, 0
  br i1 %_38.not.i.i.i.i.i.i.i.i.i, label %bb6.i.i.i.i.i.i.i.i, label %bb18.i.i.i.i.i.i.i.i.i, !prof !659

bb18.i.i.i.i.i.i.i.i.i:                           ; preds = %.noexc.i.i.i.i.i.i
  %58 = icmp eq i64 %_4.1.i.i.i.i.i.i.i.i, 0
  br i1 %58, label %bb27.i.i.i.i.i.i, label %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i.i.i.i.i.i.i

_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i.i.i.i.i.i.i: ; preds = %bb18.i.i.i.i.i.i.i.i.i
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #27, !noalias !1920
; call __rustc::__rust_alloc
  %59 = call noundef ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef range(i64 0, -9223372036854775808) %_4.1.i.i.i.i.i.i.i.i, i64 noundef range(i64 1, 9) 1) #27, !noalias !1920
  %60 = icmp eq ptr %59, null
  br i1 %60, label %bb6.i.i.i.i.i.i.i.i, label %bb2.i.i.i.i.i.i.i.i

bb6.i.i.i.i.i.i.i.i:                              ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i.i.i.i.i.i.i, %.noexc.i.i.i.i.i.i
  %_18.sroa.4.0.ph.i.i.i.i.i.i.i.i = phi i64 [ 1, %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i.i.i.i.i.i.i ], [ 0, %.noexc.i.i.i.i.i.i ]
; invoke alloc::raw_vec::handle_error
  invoke void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef %_18.sroa.4.0.ph.i.i.i.i.i.i.i.i, i64 %_4.1.i.i.i.i.i.i.i.i) #29
          to label %.noexc7.i.i.i.i.i.i unwind label %bb14.loopexit.split-lp.i.i.i.i.i.i, !noalias !1919

.noexc7.i.i.i.i.i.i:                              ; preds = %bb6.i.i.i.i.i.i.i.i
  unreachable

bb2.i.i.i.i.i.i.i.i:                              ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i.i.i.i.i.i.i
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %59, ptr align 1 %_4.0.i.i.i.i.i.i.i.i, i64 %_4.1.i.i.i.i.i.i.i.i, i1 false), !noalias !1904
  br label %bb27.i.i.i.i.i.i

bb27.i.i.i.i.i.i:                                 ; preds = %bb2.i.i.i.i.i.i.i.i, %bb18.i.i.i.i.i.i.i.i.i
  %61 = phi ptr [ %59, %bb2.i.i.i.i.i.i.i.i ], [ inttoptr (i64 1 to ptr), %bb18.i.i.i.i.i.i.i.i.i ]
  call void @llvm.lifetime.end.p0(ptr nonnull %_3.i.i.i.i.i.i.i.i), !noalias !1904
  %_3.i.i.i.i.i.i.i.i.i = getelementptr inbounds nuw %"alloc::string::String", ptr %55, i64 %_2.i.i.i.i.i5.i.i.i.i.i.i
  store i64 %_4.1.i.i.i.i.i.i.i.i, ptr %_3.i.i.i.i.i.i.i.i.i, align 8, !noalias !1923
  %_5.sroa.4.0._3.i.i.sroa_idx.i.i.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %_3.i.i.i.i.i.i.i.i.i, i64 8
  store ptr %61, ptr %_5.sroa.4.0._3.i.i.sroa_idx.i.i.i.i.i.i.i, align 8, !noalias !1923
  %_5.sroa.5.0._3.i.i.sroa_idx.i.i.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %_3.i.i.i.i.i.i.i.i.i, i64 16
  store i64 %_4.1.i.i.i.i.i.i.i.i, ptr %_5.sroa.5.0._3.i.i.sroa_idx.i.i.i.i.i.i.i, align 8, !noalias !1923
  %62 = add nuw nsw i64 %_2.i.i.i.i.i5.i.i.i.i.i.i, 1
  %_28.i.i.i.i.i.i = icmp eq i64 %62, 10
  br i1 %_28.i.i.i.i.i.i, label %bb29, label %bb8.i.i.i.i.i.i

bb14.loopexit.i.i.i.i.i.i:                        ; preds = %bb8.i.i.i.i.i.i
  %lpad.loopexit.i.i.i.i.i.i = landingpad { ptr, i32 }
          cleanup
  br label %cleanup1.body.i

bb14.loopexit.split-lp.i.i.i.i.i.i:               ; preds = %bb6.i.i.i.i.i.i.i.i
  %lpad.loopexit.split-lp.i.i.i.i.i.i = landingpad { ptr, i32 }
          cleanup
  br label %cleanup1.body.i

cleanup1.body.i:                                  ; preds = %bb14.loopexit.split-lp.i.i.i.i.i.i, %bb14.loopexit.i.i.i.i.i.i
  %lpad.phi.i.i.i.i.i.i = phi { ptr, i32 } [ %lpad.loopexit.i.i.i.i.i.i, %bb14.loopexit.i.i.i.i.i.i ], [ %lpad.loopexit.split-lp.i.i.i.i.i.i, %bb14.loopexit.split-lp.i.i.i.i.i.i ]
  call void @llvm.experimental.noalias.scope.decl(metadata !1928), !noalias !1931
  %_710.i.i.i118 = icmp eq i64 %_2.i.i.i.i.i5.i.i.i.i.i.i, 0
  br i1 %_710.i.i.i118, label %bb2.i.i.i2.i129, label %bb5.i.i.i119

bb5.i.i.i119:                                     ; preds = %cleanup1.body.i, %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h482fabe418f4b002E.exit.i.i.i125"
  %_3.sroa.0.011.i.i.i120 = phi i64 [ %63, %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h482fabe418f4b002E.exit.i.i.i125" ], [ 0, %cleanup1.body.i ]
  %_6.i.i.i121 = getelementptr inbounds nuw %"alloc::string::String", ptr %55, i64 %_3.sroa.0.011.i.i.i120
  %63 = add nuw nsw i64 %_3.sroa.0.011.i.i.i120, 1
  call void @llvm.experimental.noalias.scope.decl(metadata !1932), !noalias !1931
  call void @llvm.experimental.noalias.scope.decl(metadata !1935), !noalias !1931
  call void @llvm.experimental.noalias.scope.decl(metadata !1938), !noalias !1931
  call void @llvm.experimental.noalias.scope.decl(metadata !1941), !noalias !1931
  call void @llvm.experimental.noalias.scope.decl(metadata !1944), !noalias !1931
  %self1.i.i.i.i1.i.i.i.i.i122 = load i64, ptr %_6.i.i.i121, align 8, !range !43, !alias.scope !1947, !noalias !1950, !noundef !4
  %64 = icmp eq i64 %self1.i.i.i.i1.i.i.i.i.i122, 0
  br i1 %64, label %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h482fabe418f4b002E.exit.i.i.i125", label %bb2.i.i.i2.i.i.i.i.i123

bb2.i.i.i2.i.i.i.i.i123:                          ; preds = %bb5.i.i.i119
  %65 = getelementptr inbounds nuw i8, ptr %_6.i.i.i121, i64 8
  %self3.i.i.i.i3.i.i.i.i.i124 = load ptr, ptr %65, align 8, !alias.scope !1947, !noalias !1950, !nonnull !4, !noundef !4
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %self3.i.i.i.i3.i.i.i.i.i124, i64 noundef %self1.i.i.i.i1.i.i.i.i.i122, i64 noundef range(i64 1, -9223372036854775807) 1) #27, !noalias !1956
  br label %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h482fabe418f4b002E.exit.i.i.i125"

"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h482fabe418f4b002E.exit.i.i.i125": ; preds = %bb2.i.i.i2.i.i.i.i.i123, %bb5.i.i.i119
  %_7.i.i.i126 = icmp eq i64 %63, %_2.i.i.i.i.i5.i.i.i.i.i.i
  br i1 %_7.i.i.i126, label %bb2.i.i.i2.i129, label %bb5.i.i.i119

bb2.i.i.i2.i129:                                  ; preds = %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h482fabe418f4b002E.exit.i.i.i125", %cleanup1.body.i
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %55, i64 noundef 240, i64 noundef range(i64 1, -9223372036854775807) 8) #27, !noalias !1957
  br label %bb2.i.i.i2.i44

bb29:                                             ; preds = %bb27.i.i.i.i.i.i
  store i64 10, ptr %_37, align 8
  %vector.i59.sroa.5.0._37.sroa_idx = getelementptr inbounds nuw i8, ptr %_37, i64 8
  store ptr %55, ptr %vector.i59.sroa.5.0._37.sroa_idx, align 8
  %vector.i59.sroa.7.0._37.sroa_idx = getelementptr inbounds nuw i8, ptr %_37, i64 16
  store i64 10, ptr %vector.i59.sroa.7.0._37.sroa_idx, align 8
  call void @llvm.experimental.noalias.scope.decl(metadata !1964)
  %_16.i.i.i71 = getelementptr inbounds nuw i8, ptr %55, i64 24
  %66 = getelementptr inbounds nuw i8, ptr %55, i64 16
  %_5.i.i.i.i.i = load i64, ptr %66, align 8, !alias.scope !1967, !noalias !1974, !noundef !4
  %_4.1.i.i.i.i.i = icmp ugt i64 %_5.i.i.i.i.i, -10
  br i1 %_4.1.i.i.i.i.i, label %bb52.i, label %bb1.i.i66.1

bb1.i.i66.1:                                      ; preds = %bb29
  %_4.0.i.i.i.i.i = add nuw i64 %_5.i.i.i.i.i, 9
  %67 = getelementptr inbounds nuw i8, ptr %55, i64 40
  %_5.i.i.i.i.i.1 = load i64, ptr %67, align 8, !alias.scope !1967, !noalias !1974, !noundef !4
  %_4.0.i.i.i.i.i.1 = add i64 %_5.i.i.i.i.i.1, %_4.0.i.i.i.i.i
  %_4.1.i.i.i.i.i.1 = icmp ult i64 %_4.0.i.i.i.i.i.1, %_4.0.i.i.i.i.i
  br i1 %_4.1.i.i.i.i.i.1, label %bb52.i, label %bb1.i.i66.2

bb1.i.i66.2:                                      ; preds = %bb1.i.i66.1
  %68 = getelementptr inbounds nuw i8, ptr %55, i64 64
  %_5.i.i.i.i.i.2 = load i64, ptr %68, align 8, !alias.scope !1967, !noalias !1974, !noundef !4
  %_4.0.i.i.i.i.i.2 = add i64 %_5.i.i.i.i.i.2, %_4.0.i.i.i.i.i.1
  %_4.1.i.i.i.i.i.2 = icmp ult i64 %_4.0.i.i.i.i.i.2, %_4.0.i.i.i.i.i.1
  br i1 %_4.1.i.i.i.i.i.2, label %bb52.i, label %bb1.i.i66.3

bb1.i.i66.3:                                      ; preds = %bb1.i.i66.2
  %69 = getelementptr inbounds nuw i8, ptr %55, i64 88
  %_5.i.i.i.i.i.3 = load i64, ptr %69, align 8, !alias.scope !1967, !noalias !1974, !noundef !4
  %_4.0.i.i.i.i.i.3 = add i64 %_5.i.i.i.i.i.3, %_4.0.i.i.i.i.i.2
  %_4.1.i.i.i.i.i.3 = icmp ult i64 %_4.0.i.i.i.i.i.3, %_4.0.i.i.i.i.i.2
  br i1 %_4.1.i.i.i.i.i.3, label %bb52.i, label %bb1.i.i66.4

bb1.i.i66.4:                                      ; preds = %bb1.i.i66.3
  %70 = getelementptr inbounds nuw i8, ptr %55, i64 112
  %_5.i.i.i.i.i.4 = load i64, ptr %70, align 8, !alias.scope !1967, !noalias !1974, !noundef !4
  %_4.0.i.i.i.i.i.4 = add i64 %_5.i.i.i.i.i.4, %_4.0.i.i.i.i.i.3
  %_4.1.i.i.i.i.i.4 = icmp ult i64 %_4.0.i.i.i.i.i.4, %_4.0.i.i.i.i.i.3
  br i1 %_4.1.i.i.i.i.i.4, label %bb52.i, label %bb1.i.i66.5

bb1.i.i66.5:                                      ; preds = %bb1.i.i66.4
  %71 = getelementptr inbounds nuw i8, ptr %55, i64 136
  %_5.i.i.i.i.i.5 = load i64, ptr %71, align 8, !alias.scope !1967, !noalias !1974, !noundef !4
  %_4.0.i.i.i.i.i.5 = add i64 %_5.i.i.i.i.i.5, %_4.0.i.i.i.i.i.4
  %_4.1.i.i.i.i.i.5 = icmp ult i64 %_4.0.i.i.i.i.i.5, %_4.0.i.i.i.i.i.4
  br i1 %_4.1.i.i.i.i.i.5, label %bb52.i, label %bb1.i.i66.6

bb1.i.i66.6:                                      ; preds = %bb1.i.i66.5
  %72 = getelementptr inbounds nuw i8, ptr %55, i64 160
  %_5.i.i.i.i.i.6 = load i64, ptr %72, align 8, !alias.scope !1967, !noalias !1974, !noundef !4
  %_4.0.i.i.i.i.i.6 = add i64 %_5.i.i.i.i.i.6, %_4.0.i.i.i.i.i.5
  %_4.1.i.i.i.i.i.6 = icmp ult i64 %_4.0.i.i.i.i.i.6, %_4.0.i.i.i.i.i.5
  br i1 %_4.1.i.i.i.i.i.6, label %bb52.i, label %bb1.i.i66.7

bb1.i.i66.7:                                      ; preds = %bb1.i.i66.6
  %73 = getelementptr inbounds nuw i8, ptr %55, i64 184
  %_5.i.i.i.i.i.7 = load i64, ptr %73, align 8, !alias.scope !1967, !noalias !1974, !noundef !4
  %_4.0.i.i.i.i.i.7 = add i64 %_5.i.i.i.i.i.7, %_4.0.i.i.i.i.i.6
  %_4.1.i.i.i.i.i.7 = icmp ult i64 %_4.0.i.i.i.i.i.7, %_4.0.i.i.i.i.i.6
  br i1 %_4.1.i.i.i.i.i.7, label %bb52.i, label %bb1.i.i66.8

bb1.i.i66.8:                                      ; preds = %bb1.i.i66.7
  %74 = getelementptr inbounds nuw i8, ptr %55, i64 208
  %_5.i.i.i.i.i.8 = load i64, ptr %74, align 8, !alias.scope !1967, !noalias !1974, !noundef !4
  %_4.0.i.i.i.i.i.8 = add i64 %_5.i.i.i.i.i.8, %_4.0.i.i.i.i.i.7
  %_4.1.i.i.i.i.i.8 = icmp ult i64 %_4.0.i.i.i.i.i.8, %_4.0.i.i.i.i.i.7
  br i1 %_4.1.i.i.i.i.i.8, label %bb52.i, label %bb1.i.i66.9

bb1.i.i66.9:                                      ; preds = %bb1.i.i66.8
  %75 = getelementptr inbounds nuw i8, ptr %55, i64 232
  %_5.i.i.i.i.i.9 = load i64, ptr %75, align 8, !alias.scope !1967, !noalias !1974, !noundef !4
  %_4.0.i.i.i.i.i.9 = add i64 %_5.i.i.i.i.i.9, %_4.0.i.i.i.i.i.8
  %_4.1.i.i.i.i.i.9 = icmp ult i64 %_4.0.i.i.i.i.i.9, %_4.0.i.i.i.i.i.8
  br i1 %_4.1.i.i.i.i.i.9, label %bb52.i, label %bb53.i

bb53.i:                                           ; preds = %bb1.i.i66.9
  call void @llvm.lifetime.start.p0(ptr nonnull %result.i), !noalias !1978
  %_38.not.i.i.i = icmp slt i64 %_4.0.i.i.i.i.i.9, 0
  br i1 %_38.not.i.i.i, label %bb3.i99.i, label %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i73, !prof !659

_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i73: ; preds = %bb53.i
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #27, !noalias !1979
; call __rustc::__rust_alloc
  %76 = call noundef ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef range(i64 0, -9223372036854775808) %_4.0.i.i.i.i.i.9, i64 noundef range(i64 1, 9) 1) #27, !noalias !1979
  %77 = icmp eq ptr %76, null
  br i1 %77, label %bb3.i99.i, label %bb4.i74

bb3.i99.i:                                        ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i73, %bb53.i
  %_4.sroa.4.0.ph.i.i82 = phi i64 [ 1, %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i73 ], [ 0, %bb53.i ]
; invoke alloc::raw_vec::handle_error
  invoke void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef %_4.sroa.4.0.ph.i.i82, i64 %_4.0.i.i.i.i.i.9) #29
          to label %.noexc83 unwind label %cleanup8

.noexc83:                                         ; preds = %bb3.i99.i
  unreachable

bb52.i:                                           ; preds = %bb1.i.i66.9, %bb1.i.i66.8, %bb1.i.i66.7, %bb1.i.i66.6, %bb1.i.i66.5, %bb1.i.i66.4, %bb1.i.i66.3, %bb1.i.i66.2, %bb1.i.i66.1, %bb29
; invoke core::option::expect_failed
  invoke void @_RNvNtCsgEmfK2I1SDS_4core6option13expect_failed(ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) @alloc_ca673fb95acb8e58af271999e89294ae, i64 noundef 53, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_d8d4d9da093f3be02d1f11ac3b974138) #28
          to label %.noexc84 unwind label %cleanup8

.noexc84:                                         ; preds = %bb52.i
  unreachable

cleanup.i78:                                      ; preds = %bb3.i115.invoke.i, %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h244e9d405c33d410E.exit.thread.i.i.i"
  %78 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.experimental.noalias.scope.decl(metadata !1982)
  call void @llvm.experimental.noalias.scope.decl(metadata !1985)
  call void @llvm.experimental.noalias.scope.decl(metadata !1988)
  call void @llvm.experimental.noalias.scope.decl(metadata !1991)
  %self1.i.i.i.i1.i.i79 = load i64, ptr %result.i, align 8, !range !43, !alias.scope !1994, !noalias !1997, !noundef !4
  %79 = icmp eq i64 %self1.i.i.i.i1.i.i79, 0
  br i1 %79, label %cleanup8.body, label %bb2.i.i.i2.i.i80

bb2.i.i.i2.i.i80:                                 ; preds = %cleanup.i78
  %self3.i.i.i.i3.i.i = load ptr, ptr %80, align 8, !alias.scope !1994, !noalias !1997, !nonnull !4, !noundef !4
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %self3.i.i.i.i3.i.i, i64 noundef %self1.i.i.i.i1.i.i79, i64 noundef range(i64 1, -9223372036854775807) 1) #27, !noalias !1999
  br label %cleanup8.body

bb4.i74:                                          ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i73
  store i64 %_4.0.i.i.i.i.i.9, ptr %result.i, align 8, !noalias !1978
  %80 = getelementptr inbounds nuw i8, ptr %result.i, i64 8
  store ptr %76, ptr %80, align 8, !noalias !1978
  %81 = getelementptr inbounds nuw i8, ptr %result.i, i64 16
  store i64 0, ptr %81, align 8, !noalias !1978
  %82 = getelementptr inbounds nuw i8, ptr %55, i64 8
  %_6.i.i = load ptr, ptr %82, align 8, !alias.scope !2000, !noalias !2003, !nonnull !4, !noundef !4
  call void @llvm.experimental.noalias.scope.decl(metadata !2004)
  call void @llvm.experimental.noalias.scope.decl(metadata !2007)
  %_7.i.i.i.i76 = icmp ugt i64 %_5.i.i.i.i.i, %_4.0.i.i.i.i.i.9
  br i1 %_7.i.i.i.i76, label %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h244e9d405c33d410E.exit.thread.i.i.i", label %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h244e9d405c33d410E.exit.i.i.i", !prof !1424

"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h244e9d405c33d410E.exit.thread.i.i.i": ; preds = %bb4.i74
; invoke alloc::raw_vec::RawVecInner<A>::reserve::do_reserve_and_handle
  invoke fastcc void @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$7reserve21do_reserve_and_handle17h083e636794d807bcE"(ptr noalias noundef nonnull align 8 dereferenceable(24) %result.i, i64 noundef 0, i64 noundef %_5.i.i.i.i.i, i64 noundef 1, i64 noundef 1)
          to label %.noexc.i81 unwind label %cleanup.i78, !noalias !1978

.noexc.i81:                                       ; preds = %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h244e9d405c33d410E.exit.thread.i.i.i"
  %len1.i.i.i = load i64, ptr %81, align 8, !alias.scope !2010, !noalias !1978, !noundef !4
  %_102.i.i.i = icmp sgt i64 %len1.i.i.i, -1
  call void @llvm.assume(i1 %_102.i.i.i)
  %_11.i.i.pre.i = load ptr, ptr %80, align 8, !alias.scope !2010, !noalias !1978
  br label %bb2.i.i100.i

"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h244e9d405c33d410E.exit.i.i.i": ; preds = %bb4.i74
  %_6.not.i.i.i = icmp samesign eq i64 %_5.i.i.i.i.i, 0
  br i1 %_6.not.i.i.i, label %bb96.preheader.i, label %bb2.i.i100.i

bb2.i.i100.i:                                     ; preds = %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h244e9d405c33d410E.exit.i.i.i", %.noexc.i81
  %_11.i.i.i77 = phi ptr [ %_11.i.i.pre.i, %.noexc.i81 ], [ %76, %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h244e9d405c33d410E.exit.i.i.i" ]
  %len4.i.i.i = phi i64 [ %len1.i.i.i, %.noexc.i81 ], [ 0, %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h244e9d405c33d410E.exit.i.i.i" ]
  %dst.i.i.i = getelementptr inbounds nuw i8, ptr %_11.i.i.i77, i64 %len4.i.i.i
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %dst.i.i.i, ptr nonnull readonly align 1 %_6.i.i, i64 %_5.i.i.i.i.i, i1 false), !noalias !2011
  br label %bb96.preheader.i

bb96.preheader.i:                                 ; preds = %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h244e9d405c33d410E.exit.i.i.i", %bb2.i.i100.i
  %_169.i = phi ptr [ %_11.i.i.i77, %bb2.i.i100.i ], [ %76, %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h244e9d405c33d410E.exit.i.i.i" ]
  %len5.i.i.i = phi i64 [ %len4.i.i.i, %bb2.i.i100.i ], [ 0, %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h244e9d405c33d410E.exit.i.i.i" ]
  %83 = add i64 %len5.i.i.i, %_5.i.i.i.i.i
  %_160.i = icmp sgt i64 %83, -1
  call void @llvm.assume(i1 %_160.i)
  %_162.i = getelementptr inbounds nuw i8, ptr %_169.i, i64 %83
  %84 = getelementptr inbounds nuw i8, ptr %55, i64 32
  %_6.i101.i = load ptr, ptr %84, align 8, !alias.scope !2012, !noalias !2003, !nonnull !4, !noundef !4
  %_6.not.i.i = icmp eq i64 %_4.0.i.i.i.i.i.9, %83
  br i1 %_6.not.i.i, label %bb3.i115.invoke.i, label %bb100.i, !prof !1424

bb100.i:                                          ; preds = %bb96.preheader.i
  %85 = xor i64 %83, -1
  %len.i.i.i = add nsw i64 %_4.0.i.i.i.i.i.9, %85
  store i8 44, ptr %_162.i, align 1, !alias.scope !2015, !noalias !1978
  %_6.not.i108.i = icmp ugt i64 %_5.i.i.i.i.i.1, %len.i.i.i
  br i1 %_6.not.i108.i, label %bb3.i115.invoke.i, label %_ZN4core5slice20copy_from_slice_impl17h6b595d55d3d42ca3E.exit121.i, !prof !1424

bb3.i115.invoke.i:                                ; preds = %bb100.i.8, %_ZN4core5slice20copy_from_slice_impl17h6b595d55d3d42ca3E.exit121.i.7, %bb100.i.7, %_ZN4core5slice20copy_from_slice_impl17h6b595d55d3d42ca3E.exit121.i.6, %bb100.i.6, %_ZN4core5slice20copy_from_slice_impl17h6b595d55d3d42ca3E.exit121.i.5, %bb100.i.5, %_ZN4core5slice20copy_from_slice_impl17h6b595d55d3d42ca3E.exit121.i.4, %bb100.i.4, %_ZN4core5slice20copy_from_slice_impl17h6b595d55d3d42ca3E.exit121.i.3, %bb100.i.3, %_ZN4core5slice20copy_from_slice_impl17h6b595d55d3d42ca3E.exit121.i.2, %bb100.i.2, %_ZN4core5slice20copy_from_slice_impl17h6b595d55d3d42ca3E.exit121.i.1, %bb100.i.1, %_ZN4core5slice20copy_from_slice_impl17h6b595d55d3d42ca3E.exit121.i, %bb100.i, %bb96.preheader.i
; invoke core::panicking::panic_fmt
  invoke void @_RNvNtCsgEmfK2I1SDS_4core9panicking9panic_fmt(ptr noundef nonnull @alloc_d1084648e479974e70c9329824bf76f9, ptr noundef nonnull inttoptr (i64 19 to ptr), ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_01417ebca96a98fb9890b1b8a14503d5) #28
          to label %bb3.i115.cont.i unwind label %cleanup.i78, !noalias !1978

bb3.i115.cont.i:                                  ; preds = %bb3.i115.invoke.i
  unreachable

_ZN4core5slice20copy_from_slice_impl17h6b595d55d3d42ca3E.exit121.i: ; preds = %bb100.i
  %data.i.i.i = getelementptr inbounds nuw i8, ptr %_162.i, i64 1
  %data.i.i110.i = getelementptr inbounds nuw i8, ptr %data.i.i.i, i64 %_5.i.i.i.i.i.1
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %data.i.i.i, ptr nonnull readonly align 1 %_6.i101.i, i64 range(i64 0, -9223372036854775808) %_5.i.i.i.i.i.1, i1 false), !alias.scope !2019, !noalias !1978
  %86 = getelementptr inbounds nuw i8, ptr %55, i64 56
  %_6.i101.i.1 = load ptr, ptr %86, align 8, !alias.scope !2012, !noalias !2003, !nonnull !4, !noundef !4
  %_6.not.i.i.1 = icmp eq i64 %len.i.i.i, %_5.i.i.i.i.i.1
  br i1 %_6.not.i.i.1, label %bb3.i115.invoke.i, label %bb100.i.1, !prof !1424

bb100.i.1:                                        ; preds = %_ZN4core5slice20copy_from_slice_impl17h6b595d55d3d42ca3E.exit121.i
  %87 = xor i64 %_5.i.i.i.i.i.1, -1
  %len.i.i.i.1 = add i64 %len.i.i.i, %87
  store i8 44, ptr %data.i.i110.i, align 1, !alias.scope !2015, !noalias !1978
  %_6.not.i108.i.1 = icmp ugt i64 %_5.i.i.i.i.i.2, %len.i.i.i.1
  br i1 %_6.not.i108.i.1, label %bb3.i115.invoke.i, label %_ZN4core5slice20copy_from_slice_impl17h6b595d55d3d42ca3E.exit121.i.1, !prof !1424

_ZN4core5slice20copy_from_slice_impl17h6b595d55d3d42ca3E.exit121.i.1: ; preds = %bb100.i.1
  %data.i.i.i.1 = getelementptr inbounds nuw i8, ptr %data.i.i110.i, i64 1
  %data.i.i110.i.1 = getelementptr inbounds nuw i8, ptr %data.i.i.i.1, i64 %_5.i.i.i.i.i.2
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %data.i.i.i.1, ptr nonnull readonly align 1 %_6.i101.i.1, i64 range(i64 0, -9223372036854775808) %_5.i.i.i.i.i.2, i1 false), !alias.scope !2019, !noalias !1978
  %88 = getelementptr inbounds nuw i8, ptr %55, i64 80
  %_6.i101.i.2 = load ptr, ptr %88, align 8, !alias.scope !2012, !noalias !2003, !nonnull !4, !noundef !4
  %_6.not.i.i.2 = icmp eq i64 %len.i.i.i.1, %_5.i.i.i.i.i.2
  br i1 %_6.not.i.i.2, label %bb3.i115.invoke.i, label %bb100.i.2, !prof !1424

bb100.i.2:                                        ; preds = %_ZN4core5slice20copy_from_slice_impl17h6b595d55d3d42ca3E.exit121.i.1
  %89 = xor i64 %_5.i.i.i.i.i.2, -1
  %len.i.i.i.2 = add i64 %len.i.i.i.1, %89
  store i8 44, ptr %data.i.i110.i.1, align 1, !alias.scope !2015, !noalias !1978
  %_6.not.i108.i.2 = icmp ugt i64 %_5.i.i.i.i.i.3, %len.i.i.i.2
  br i1 %_6.not.i108.i.2, label %bb3.i115.invoke.i, label %_ZN4core5slice20copy_from_slice_impl17h6b595d55d3d42ca3E.exit121.i.2, !prof !1424

_ZN4core5slice20copy_from_slice_impl17h6b595d55d3d42ca3E.exit121.i.2: ; preds = %bb100.i.2
  %data.i.i.i.2 = getelementptr inbounds nuw i8, ptr %data.i.i110.i.1, i64 1
  %data.i.i110.i.2 = getelementptr inbounds nuw i8, ptr %data.i.i.i.2, i64 %_5.i.i.i.i.i.3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %data.i.i.i.2, ptr nonnull readonly align 1 %_6.i101.i.2, i64 range(i64 0, -9223372036854775808) %_5.i.i.i.i.i.3, i1 false), !alias.scope !2019, !noalias !1978
  %90 = getelementptr inbounds nuw i8, ptr %55, i64 104
  %_6.i101.i.3 = load ptr, ptr %90, align 8, !alias.scope !2012, !noalias !2003, !nonnull !4, !noundef !4
  %_6.not.i.i.3 = icmp eq i64 %len.i.i.i.2, %_5.i.i.i.i.i.3
  br i1 %_6.not.i.i.3, label %bb3.i115.invoke.i, label %bb100.i.3, !prof !1424

bb100.i.3:                                        ; preds = %_ZN4core5slice20copy_from_slice_impl17h6b595d55d3d42ca3E.exit121.i.2
  %91 = xor i64 %_5.i.i.i.i.i.3, -1
  %len.i.i.i.3 = add i64 %len.i.i.i.2, %91
  store i8 44, ptr %data.i.i110.i.2, align 1, !alias.scope !2015, !noalias !1978
  %_6.not.i108.i.3 = icmp ugt i64 %_5.i.i.i.i.i.4, %len.i.i.i.3
  br i1 %_6.not.i108.i.3, label %bb3.i115.invoke.i, label %_ZN4core5slice20copy_from_slice_impl17h6b595d55d3d42ca3E.exit121.i.3, !prof !1424

_ZN4core5slice20copy_from_slice_impl17h6b595d55d3d42ca3E.exit121.i.3: ; preds = %bb100.i.3
  %data.i.i.i.3 = getelementptr inbounds nuw i8, ptr %data.i.i110.i.2, i64 1
  %data.i.i110.i.3 = getelementptr inbounds nuw i8, ptr %data.i.i.i.3, i64 %_5.i.i.i.i.i.4
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %data.i.i.i.3, ptr nonnull readonly align 1 %_6.i101.i.3, i64 range(i64 0, -9223372036854775808) %_5.i.i.i.i.i.4, i1 false), !alias.scope !2019, !noalias !1978
  %92 = getelementptr inbounds nuw i8, ptr %55, i64 128
  %_6.i101.i.4 = load ptr, ptr %92, align 8, !alias.scope !2012, !noalias !2003, !nonnull !4, !noundef !4
  %_6.not.i.i.4 = icmp eq i64 %len.i.i.i.3, %_5.i.i.i.i.i.4
  br i1 %_6.not.i.i.4, label %bb3.i115.invoke.i, label %bb100.i.4, !prof !1424

bb100.i.4:                                        ; preds = %_ZN4core5slice20copy_from_slice_impl17h6b595d55d3d42ca3E.exit121.i.3
  %93 = xor i64 %_5.i.i.i.i.i.4, -1
  %len.i.i.i.4 = add i64 %len.i.i.i.3, %93
  store i8 44, ptr %data.i.i110.i.3, align 1, !alias.scope !2015, !noalias !1978
  %_6.not.i108.i.4 = icmp ugt i64 %_5.i.i.i.i.i.5, %len.i.i.i.4
  br i1 %_6.not.i108.i.4, label %bb3.i115.invoke.i, label %_ZN4core5slice20copy_from_slice_impl17h6b595d55d3d42ca3E.exit121.i.4, !prof !1424

_ZN4core5slice20copy_from_slice_impl17h6b595d55d3d42ca3E.exit121.i.4: ; preds = %bb100.i.4
  %data.i.i.i.4 = getelementptr inbounds nuw i8, ptr %data.i.i110.i.3, i64 1
  %data.i.i110.i.4 = getelementptr inbounds nuw i8, ptr %data.i.i.i.4, i64 %_5.i.i.i.i.i.5
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %data.i.i.i.4, ptr nonnull readonly align 1 %_6.i101.i.4, i64 range(i64 0, -9223372036854775808) %_5.i.i.i.i.i.5, i1 false), !alias.scope !2019, !noalias !1978
  %94 = getelementptr inbounds nuw i8, ptr %55, i64 152
  %_6.i101.i.5 = load ptr, ptr %94, align 8, !alias.scope !2012, !noalias !2003, !nonnull !4, !noundef !4
  %_6.not.i.i.5 = icmp eq i64 %len.i.i.i.4, %_5.i.i.i.i.i.5
  br i1 %_6.not.i.i.5, label %bb3.i115.invoke.i, label %bb100.i.5, !prof !1424

bb100.i.5:                                        ; preds = %_ZN4core5slice20copy_from_slice_impl17h6b595d55d3d42ca3E.exit121.i.4
  %95 = xor i64 %_5.i.i.i.i.i.5, -1
  %len.i.i.i.5 = add i64 %len.i.i.i.4, %95
  store i8 44, ptr %data.i.i110.i.4, align 1, !alias.scope !2015, !noalias !1978
  %_6.not.i108.i.5 = icmp ugt i64 %_5.i.i.i.i.i.6, %len.i.i.i.5
  br i1 %_6.not.i108.i.5, label %bb3.i115.invoke.i, label %_ZN4core5slice20copy_from_slice_impl17h6b595d55d3d42ca3E.exit121.i.5, !prof !1424

_ZN4core5slice20copy_from_slice_impl17h6b595d55d3d42ca3E.exit121.i.5: ; preds = %bb100.i.5
  %data.i.i.i.5 = getelementptr inbounds nuw i8, ptr %data.i.i110.i.4, i64 1
  %data.i.i110.i.5 = getelementptr inbounds nuw i8, ptr %data.i.i.i.5, i64 %_5.i.i.i.i.i.6
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %data.i.i.i.5, ptr nonnull readonly align 1 %_6.i101.i.5, i64 range(i64 0, -9223372036854775808) %_5.i.i.i.i.i.6, i1 false), !alias.scope !2019, !noalias !1978
  %96 = getelementptr inbounds nuw i8, ptr %55, i64 176
  %_6.i101.i.6 = load ptr, ptr %96, align 8, !alias.scope !2012, !noalias !2003, !nonnull !4, !noundef !4
  %_6.not.i.i.6 = icmp eq i64 %len.i.i.i.5, %_5.i.i.i.i.i.6
  br i1 %_6.not.i.i.6, label %bb3.i115.invoke.i, label %bb100.i.6, !prof !1424

bb100.i.6:                                        ; preds = %_ZN4core5slice20copy_from_slice_impl17h6b595d55d3d42ca3E.exit121.i.5
  %97 = xor i64 %_5.i.i.i.i.i.6, -1
  %len.i.i.i.6 = add i64 %len.i.i.i.5, %97
  store i8 44, ptr %data.i.i110.i.5, align 1, !alias.scope !2015, !noalias !1978
  %_6.not.i108.i.6 = icmp ugt i64 %_5.i.i.i.i.i.7, %len.i.i.i.6
  br i1 %_6.not.i108.i.6, label %bb3.i115.invoke.i, label %_ZN4core5slice20copy_from_slice_impl17h6b595d55d3d42ca3E.exit121.i.6, !prof !1424

_ZN4core5slice20copy_from_slice_impl17h6b595d55d3d42ca3E.exit121.i.6: ; preds = %bb100.i.6
  %data.i.i.i.6 = getelementptr inbounds nuw i8, ptr %data.i.i110.i.5, i64 1
  %data.i.i110.i.6 = getelementptr inbounds nuw i8, ptr %data.i.i.i.6, i64 %_5.i.i.i.i.i.7
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %data.i.i.i.6, ptr nonnull readonly align 1 %_6.i101.i.6, i64 range(i64 0, -9223372036854775808) %_5.i.i.i.i.i.7, i1 false), !alias.scope !2019, !noalias !1978
  %98 = getelementptr inbounds nuw i8, ptr %55, i64 200
  %_6.i101.i.7 = load ptr, ptr %98, align 8, !alias.scope !2012, !noalias !2003, !nonnull !4, !noundef !4
  %_6.not.i.i.7 = icmp eq i64 %len.i.i.i.6, %_5.i.i.i.i.i.7
  br i1 %_6.not.i.i.7, label %bb3.i115.invoke.i, label %bb100.i.7, !prof !1424

bb100.i.7:                                        ; preds = %_ZN4core5slice20copy_from_slice_impl17h6b595d55d3d42ca3E.exit121.i.6
  %99 = xor i64 %_5.i.i.i.i.i.7, -1
  %len.i.i.i.7 = add i64 %len.i.i.i.6, %99
  store i8 44, ptr %data.i.i110.i.6, align 1, !alias.scope !2015, !noalias !1978
  %_6.not.i108.i.7 = icmp ugt i64 %_5.i.i.i.i.i.8, %len.i.i.i.7
  br i1 %_6.not.i108.i.7, label %bb3.i115.invoke.i, label %_ZN4core5slice20copy_from_slice_impl17h6b595d55d3d42ca3E.exit121.i.7, !prof !1424

_ZN4core5slice20copy_from_slice_impl17h6b595d55d3d42ca3E.exit121.i.7: ; preds = %bb100.i.7
  %data.i.i.i.7 = getelementptr inbounds nuw i8, ptr %data.i.i110.i.6, i64 1
  %data.i.i110.i.7 = getelementptr inbounds nuw i8, ptr %data.i.i.i.7, i64 %_5.i.i.i.i.i.8
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %data.i.i.i.7, ptr nonnull readonly align 1 %_6.i101.i.7, i64 range(i64 0, -9223372036854775808) %_5.i.i.i.i.i.8, i1 false), !alias.scope !2019, !noalias !1978
  %100 = getelementptr inbounds nuw i8, ptr %55, i64 224
  %_6.i101.i.8 = load ptr, ptr %100, align 8, !alias.scope !2012, !noalias !2003, !nonnull !4, !noundef !4
  %_6.not.i.i.8 = icmp eq i64 %len.i.i.i.7, %_5.i.i.i.i.i.8
  br i1 %_6.not.i.i.8, label %bb3.i115.invoke.i, label %bb100.i.8, !prof !1424

bb100.i.8:                                        ; preds = %_ZN4core5slice20copy_from_slice_impl17h6b595d55d3d42ca3E.exit121.i.7
  %101 = xor i64 %_5.i.i.i.i.i.8, -1
  %len.i.i.i.8 = add i64 %len.i.i.i.7, %101
  store i8 44, ptr %data.i.i110.i.7, align 1, !alias.scope !2015, !noalias !1978
  %_6.not.i108.i.8 = icmp ugt i64 %_5.i.i.i.i.i.9, %len.i.i.i.8
  br i1 %_6.not.i108.i.8, label %bb3.i115.invoke.i, label %bb30, !prof !1424

cleanup8:                                         ; preds = %bb52.i, %bb3.i99.i
  %102 = landingpad { ptr, i32 }
          cleanup
  br label %cleanup8.body

cleanup8.body:                                    ; preds = %cleanup.i78, %bb2.i.i.i2.i.i80, %cleanup8
  %eh.lpad-body85 = phi { ptr, i32 } [ %102, %cleanup8 ], [ %78, %bb2.i.i.i2.i.i80 ], [ %78, %cleanup.i78 ]
; call core::ptr::drop_in_place<alloc::vec::Vec<alloc::string::String>>
  call fastcc void @"_ZN4core3ptr65drop_in_place$LT$alloc..vec..Vec$LT$alloc..string..String$GT$$GT$17hbee6a2f22c88fe5dE"(ptr noalias noundef align 8 dereferenceable(24) %_37) #30
  br label %bb2.i.i.i2.i44

bb30:                                             ; preds = %bb100.i.8
  %data.i.i.i.8 = getelementptr inbounds nuw i8, ptr %data.i.i110.i.7, i64 1
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %data.i.i.i.8, ptr nonnull readonly align 1 %_6.i101.i.8, i64 range(i64 0, -9223372036854775808) %_5.i.i.i.i.i.9, i1 false), !alias.scope !2019, !noalias !1978
  %len.i.i111.i.8.neg = sub i64 %_5.i.i.i.i.i.9, %len.i.i.i.8
  %result_len.i = add i64 %len.i.i111.i.8.neg, %_4.0.i.i.i.i.i.9
  %_133.sroa.0.0.copyload139 = load i64, ptr %result.i, align 8, !noalias !1964
  %_133.sroa.5.0.copyload140 = load ptr, ptr %80, align 8, !noalias !1964
  call void @llvm.lifetime.end.p0(ptr nonnull %result.i), !noalias !1978
  store i64 %_133.sroa.0.0.copyload139, ptr %s, align 8
  %_133.sroa.5.0.s.sroa_idx = getelementptr inbounds nuw i8, ptr %s, i64 8
  store ptr %_133.sroa.5.0.copyload140, ptr %_133.sroa.5.0.s.sroa_idx, align 8
  %_133.sroa.6.0.s.sroa_idx = getelementptr inbounds nuw i8, ptr %s, i64 16
  store i64 %result_len.i, ptr %_133.sroa.6.0.s.sroa_idx, align 8
  call void @llvm.experimental.noalias.scope.decl(metadata !2023)
  call void @llvm.experimental.noalias.scope.decl(metadata !2026)
  call void @llvm.experimental.noalias.scope.decl(metadata !2029)
  call void @llvm.experimental.noalias.scope.decl(metadata !2032)
  call void @llvm.experimental.noalias.scope.decl(metadata !2035)
  call void @llvm.experimental.noalias.scope.decl(metadata !2038)
  %self1.i.i.i.i1.i.i.i.i.i = load i64, ptr %55, align 8, !range !43, !alias.scope !2041, !noalias !2044, !noundef !4
  %103 = icmp eq i64 %self1.i.i.i.i1.i.i.i.i.i, 0
  br i1 %103, label %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h482fabe418f4b002E.exit.i.i.i", label %bb2.i.i.i2.i.i.i.i.i

bb2.i.i.i2.i.i.i.i.i:                             ; preds = %bb30
  %self3.i.i.i.i3.i.i.i.i.i = load ptr, ptr %82, align 8, !alias.scope !2041, !noalias !2044, !nonnull !4, !noundef !4
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %self3.i.i.i.i3.i.i.i.i.i, i64 noundef %self1.i.i.i.i1.i.i.i.i.i, i64 noundef range(i64 1, -9223372036854775807) 1) #27, !noalias !2050
  br label %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h482fabe418f4b002E.exit.i.i.i"

"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h482fabe418f4b002E.exit.i.i.i": ; preds = %bb2.i.i.i2.i.i.i.i.i, %bb30
  call void @llvm.experimental.noalias.scope.decl(metadata !2051)
  call void @llvm.experimental.noalias.scope.decl(metadata !2053)
  call void @llvm.experimental.noalias.scope.decl(metadata !2055)
  call void @llvm.experimental.noalias.scope.decl(metadata !2057)
  call void @llvm.experimental.noalias.scope.decl(metadata !2059)
  %self1.i.i.i.i1.i.i.i.i.i.1 = load i64, ptr %_16.i.i.i71, align 8, !range !43, !alias.scope !2061, !noalias !2044, !noundef !4
  %104 = icmp eq i64 %self1.i.i.i.i1.i.i.i.i.i.1, 0
  br i1 %104, label %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h482fabe418f4b002E.exit.i.i.i.1", label %bb2.i.i.i2.i.i.i.i.i.1

bb2.i.i.i2.i.i.i.i.i.1:                           ; preds = %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h482fabe418f4b002E.exit.i.i.i"
  %105 = getelementptr inbounds nuw i8, ptr %55, i64 32
  %self3.i.i.i.i3.i.i.i.i.i.1 = load ptr, ptr %105, align 8, !alias.scope !2061, !noalias !2044, !nonnull !4, !noundef !4
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %self3.i.i.i.i3.i.i.i.i.i.1, i64 noundef %self1.i.i.i.i1.i.i.i.i.i.1, i64 noundef range(i64 1, -9223372036854775807) 1) #27, !noalias !2062
  br label %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h482fabe418f4b002E.exit.i.i.i.1"

"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h482fabe418f4b002E.exit.i.i.i.1": ; preds = %bb2.i.i.i2.i.i.i.i.i.1, %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h482fabe418f4b002E.exit.i.i.i"
  %_6.i.i.i87.2 = getelementptr inbounds nuw i8, ptr %55, i64 48
  call void @llvm.experimental.noalias.scope.decl(metadata !2063)
  call void @llvm.experimental.noalias.scope.decl(metadata !2065)
  call void @llvm.experimental.noalias.scope.decl(metadata !2067)
  call void @llvm.experimental.noalias.scope.decl(metadata !2069)
  call void @llvm.experimental.noalias.scope.decl(metadata !2071)
  %self1.i.i.i.i1.i.i.i.i.i.2 = load i64, ptr %_6.i.i.i87.2, align 8, !range !43, !alias.scope !2073, !noalias !2044, !noundef !4
  %106 = icmp eq i64 %self1.i.i.i.i1.i.i.i.i.i.2, 0
  br i1 %106, label %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h482fabe418f4b002E.exit.i.i.i.2", label %bb2.i.i.i2.i.i.i.i.i.2

bb2.i.i.i2.i.i.i.i.i.2:                           ; preds = %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h482fabe418f4b002E.exit.i.i.i.1"
  %107 = getelementptr inbounds nuw i8, ptr %55, i64 56
  %self3.i.i.i.i3.i.i.i.i.i.2 = load ptr, ptr %107, align 8, !alias.scope !2073, !noalias !2044, !nonnull !4, !noundef !4
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %self3.i.i.i.i3.i.i.i.i.i.2, i64 noundef %self1.i.i.i.i1.i.i.i.i.i.2, i64 noundef range(i64 1, -9223372036854775807) 1) #27, !noalias !2074
  br label %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h482fabe418f4b002E.exit.i.i.i.2"

"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h482fabe418f4b002E.exit.i.i.i.2": ; preds = %bb2.i.i.i2.i.i.i.i.i.2, %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h482fabe418f4b002E.exit.i.i.i.1"
  %_6.i.i.i87.3 = getelementptr inbounds nuw i8, ptr %55, i64 72
  call void @llvm.experimental.noalias.scope.decl(metadata !2075)
  call void @llvm.experimental.noalias.scope.decl(metadata !2077)
  call void @llvm.experimental.noalias.scope.decl(metadata !2079)
  call void @llvm.experimental.noalias.scope.decl(metadata !2081)
  call void @llvm.experimental.noalias.scope.decl(metadata !2083)
  %self1.i.i.i.i1.i.i.i.i.i.3 = load i64, ptr %_6.i.i.i87.3, align 8, !range !43, !alias.scope !2085, !noalias !2044, !noundef !4
  %108 = icmp eq i64 %self1.i.i.i.i1.i.i.i.i.i.3, 0
  br i1 %108, label %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h482fabe418f4b002E.exit.i.i.i.3", label %bb2.i.i.i2.i.i.i.i.i.3

bb2.i.i.i2.i.i.i.i.i.3:                           ; preds = %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h482fabe418f4b002E.exit.i.i.i.2"
  %109 = getelementptr inbounds nuw i8, ptr %55, i64 80
  %self3.i.i.i.i3.i.i.i.i.i.3 = load ptr, ptr %109, align 8, !alias.scope !2085, !noalias !2044, !nonnull !4, !noundef !4
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %self3.i.i.i.i3.i.i.i.i.i.3, i64 noundef %self1.i.i.i.i1.i.i.i.i.i.3, i64 noundef range(i64 1, -9223372036854775807) 1) #27, !noalias !2086
  br label %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h482fabe418f4b002E.exit.i.i.i.3"

"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h482fabe418f4b002E.exit.i.i.i.3": ; preds = %bb2.i.i.i2.i.i.i.i.i.3, %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h482fabe418f4b002E.exit.i.i.i.2"
  %_6.i.i.i87.4 = getelementptr inbounds nuw i8, ptr %55, i64 96
  call void @llvm.experimental.noalias.scope.decl(metadata !2087)
  call void @llvm.experimental.noalias.scope.decl(metadata !2089)
  call void @llvm.experimental.noalias.scope.decl(metadata !2091)
  call void @llvm.experimental.noalias.scope.decl(metadata !2093)
  call void @llvm.experimental.noalias.scope.decl(metadata !2095)
  %self1.i.i.i.i1.i.i.i.i.i.4 = load i64, ptr %_6.i.i.i87.4, align 8, !range !43, !alias.scope !2097, !noalias !2044, !noundef !4
  %110 = icmp eq i64 %self1.i.i.i.i1.i.i.i.i.i.4, 0
  br i1 %110, label %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h482fabe418f4b002E.exit.i.i.i.4", label %bb2.i.i.i2.i.i.i.i.i.4

bb2.i.i.i2.i.i.i.i.i.4:                           ; preds = %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h482fabe418f4b002E.exit.i.i.i.3"
  %111 = getelementptr inbounds nuw i8, ptr %55, i64 104
  %self3.i.i.i.i3.i.i.i.i.i.4 = load ptr, ptr %111, align 8, !alias.scope !2097, !noalias !2044, !nonnull !4, !noundef !4
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %self3.i.i.i.i3.i.i.i.i.i.4, i64 noundef %self1.i.i.i.i1.i.i.i.i.i.4, i64 noundef range(i64 1, -9223372036854775807) 1) #27, !noalias !2098
  br label %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h482fabe418f4b002E.exit.i.i.i.4"

"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h482fabe418f4b002E.exit.i.i.i.4": ; preds = %bb2.i.i.i2.i.i.i.i.i.4, %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h482fabe418f4b002E.exit.i.i.i.3"
  %_6.i.i.i87.5 = getelementptr inbounds nuw i8, ptr %55, i64 120
  call void @llvm.experimental.noalias.scope.decl(metadata !2099)
  call void @llvm.experimental.noalias.scope.decl(metadata !2101)
  call void @llvm.experimental.noalias.scope.decl(metadata !2103)
  call void @llvm.experimental.noalias.scope.decl(metadata !2105)
  call void @llvm.experimental.noalias.scope.decl(metadata !2107)
  %self1.i.i.i.i1.i.i.i.i.i.5 = load i64, ptr %_6.i.i.i87.5, align 8, !range !43, !alias.scope !2109, !noalias !2044, !noundef !4
  %112 = icmp eq i64 %self1.i.i.i.i1.i.i.i.i.i.5, 0
  br i1 %112, label %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h482fabe418f4b002E.exit.i.i.i.5", label %bb2.i.i.i2.i.i.i.i.i.5

bb2.i.i.i2.i.i.i.i.i.5:                           ; preds = %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h482fabe418f4b002E.exit.i.i.i.4"
  %113 = getelementptr inbounds nuw i8, ptr %55, i64 128
  %self3.i.i.i.i3.i.i.i.i.i.5 = load ptr, ptr %113, align 8, !alias.scope !2109, !noalias !2044, !nonnull !4, !noundef !4
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %self3.i.i.i.i3.i.i.i.i.i.5, i64 noundef %self1.i.i.i.i1.i.i.i.i.i.5, i64 noundef range(i64 1, -9223372036854775807) 1) #27, !noalias !2110
  br label %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h482fabe418f4b002E.exit.i.i.i.5"

"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h482fabe418f4b002E.exit.i.i.i.5": ; preds = %bb2.i.i.i2.i.i.i.i.i.5, %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h482fabe418f4b002E.exit.i.i.i.4"
  %_6.i.i.i87.6 = getelementptr inbounds nuw i8, ptr %55, i64 144
  call void @llvm.experimental.noalias.scope.decl(metadata !2111)
  call void @llvm.experimental.noalias.scope.decl(metadata !2113)
  call void @llvm.experimental.noalias.scope.decl(metadata !2115)
  call void @llvm.experimental.noalias.scope.decl(metadata !2117)
  call void @llvm.experimental.noalias.scope.decl(metadata !2119)
  %self1.i.i.i.i1.i.i.i.i.i.6 = load i64, ptr %_6.i.i.i87.6, align 8, !range !43, !alias.scope !2121, !noalias !2044, !noundef !4
  %114 = icmp eq i64 %self1.i.i.i.i1.i.i.i.i.i.6, 0
  br i1 %114, label %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h482fabe418f4b002E.exit.i.i.i.6", label %bb2.i.i.i2.i.i.i.i.i.6

bb2.i.i.i2.i.i.i.i.i.6:                           ; preds = %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h482fabe418f4b002E.exit.i.i.i.5"
  %115 = getelementptr inbounds nuw i8, ptr %55, i64 152
  %self3.i.i.i.i3.i.i.i.i.i.6 = load ptr, ptr %115, align 8, !alias.scope !2121, !noalias !2044, !nonnull !4, !noundef !4
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %self3.i.i.i.i3.i.i.i.i.i.6, i64 noundef %self1.i.i.i.i1.i.i.i.i.i.6, i64 noundef range(i64 1, -9223372036854775807) 1) #27, !noalias !2122
  br label %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h482fabe418f4b002E.exit.i.i.i.6"

"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h482fabe418f4b002E.exit.i.i.i.6": ; preds = %bb2.i.i.i2.i.i.i.i.i.6, %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h482fabe418f4b002E.exit.i.i.i.5"
  %_6.i.i.i87.7 = getelementptr inbounds nuw i8, ptr %55, i64 168
  call void @llvm.experimental.noalias.scope.decl(metadata !2123)
  call void @llvm.experimental.noalias.scope.decl(metadata !2125)
  call void @llvm.experimental.noalias.scope.decl(metadata !2127)
  call void @llvm.experimental.noalias.scope.decl(metadata !2129)
  call void @llvm.experimental.noalias.scope.decl(metadata !2131)
  %self1.i.i.i.i1.i.i.i.i.i.7 = load i64, ptr %_6.i.i.i87.7, align 8, !range !43, !alias.scope !2133, !noalias !2044, !noundef !4
  %116 = icmp eq i64 %self1.i.i.i.i1.i.i.i.i.i.7, 0
  br i1 %116, label %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h482fabe418f4b002E.exit.i.i.i.7", label %bb2.i.i.i2.i.i.i.i.i.7

bb2.i.i.i2.i.i.i.i.i.7:                           ; preds = %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h482fabe418f4b002E.exit.i.i.i.6"
  %117 = getelementptr inbounds nuw i8, ptr %55, i64 176
  %self3.i.i.i.i3.i.i.i.i.i.7 = load ptr, ptr %117, align 8, !alias.scope !2133, !noalias !2044, !nonnull !4, !noundef !4
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %self3.i.i.i.i3.i.i.i.i.i.7, i64 noundef %self1.i.i.i.i1.i.i.i.i.i.7, i64 noundef range(i64 1, -9223372036854775807) 1) #27, !noalias !2134
  br label %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h482fabe418f4b002E.exit.i.i.i.7"

"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h482fabe418f4b002E.exit.i.i.i.7": ; preds = %bb2.i.i.i2.i.i.i.i.i.7, %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h482fabe418f4b002E.exit.i.i.i.6"
  %_6.i.i.i87.8 = getelementptr inbounds nuw i8, ptr %55, i64 192
  call void @llvm.experimental.noalias.scope.decl(metadata !2135)
  call void @llvm.experimental.noalias.scope.decl(metadata !2137)
  call void @llvm.experimental.noalias.scope.decl(metadata !2139)
  call void @llvm.experimental.noalias.scope.decl(metadata !2141)
  call void @llvm.experimental.noalias.scope.decl(metadata !2143)
  %self1.i.i.i.i1.i.i.i.i.i.8 = load i64, ptr %_6.i.i.i87.8, align 8, !range !43, !alias.scope !2145, !noalias !2044, !noundef !4
  %118 = icmp eq i64 %self1.i.i.i.i1.i.i.i.i.i.8, 0
  br i1 %118, label %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h482fabe418f4b002E.exit.i.i.i.8", label %bb2.i.i.i2.i.i.i.i.i.8

bb2.i.i.i2.i.i.i.i.i.8:                           ; preds = %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h482fabe418f4b002E.exit.i.i.i.7"
  %119 = getelementptr inbounds nuw i8, ptr %55, i64 200
  %self3.i.i.i.i3.i.i.i.i.i.8 = load ptr, ptr %119, align 8, !alias.scope !2145, !noalias !2044, !nonnull !4, !noundef !4
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %self3.i.i.i.i3.i.i.i.i.i.8, i64 noundef %self1.i.i.i.i1.i.i.i.i.i.8, i64 noundef range(i64 1, -9223372036854775807) 1) #27, !noalias !2146
  br label %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h482fabe418f4b002E.exit.i.i.i.8"

"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h482fabe418f4b002E.exit.i.i.i.8": ; preds = %bb2.i.i.i2.i.i.i.i.i.8, %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h482fabe418f4b002E.exit.i.i.i.7"
  %_6.i.i.i87.9 = getelementptr inbounds nuw i8, ptr %55, i64 216
  call void @llvm.experimental.noalias.scope.decl(metadata !2147)
  call void @llvm.experimental.noalias.scope.decl(metadata !2149)
  call void @llvm.experimental.noalias.scope.decl(metadata !2151)
  call void @llvm.experimental.noalias.scope.decl(metadata !2153)
  call void @llvm.experimental.noalias.scope.decl(metadata !2155)
  %self1.i.i.i.i1.i.i.i.i.i.9 = load i64, ptr %_6.i.i.i87.9, align 8, !range !43, !alias.scope !2157, !noalias !2044, !noundef !4
  %120 = icmp eq i64 %self1.i.i.i.i1.i.i.i.i.i.9, 0
  br i1 %120, label %bb12, label %bb2.i.i.i2.i.i.i.i.i.9

bb2.i.i.i2.i.i.i.i.i.9:                           ; preds = %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h482fabe418f4b002E.exit.i.i.i.8"
  %121 = getelementptr inbounds nuw i8, ptr %55, i64 224
  %self3.i.i.i.i3.i.i.i.i.i.9 = load ptr, ptr %121, align 8, !alias.scope !2157, !noalias !2044, !nonnull !4, !noundef !4
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %self3.i.i.i.i3.i.i.i.i.i.9, i64 noundef %self1.i.i.i.i1.i.i.i.i.i.9, i64 noundef range(i64 1, -9223372036854775807) 1) #27, !noalias !2158
  br label %bb12

cleanup9:                                         ; preds = %bb13, %bb12
  %122 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.experimental.noalias.scope.decl(metadata !2159)
  call void @llvm.experimental.noalias.scope.decl(metadata !2162)
  call void @llvm.experimental.noalias.scope.decl(metadata !2165)
  call void @llvm.experimental.noalias.scope.decl(metadata !2168)
  call void @llvm.experimental.noalias.scope.decl(metadata !2171)
  %self1.i.i.i.i1.i.i92 = load i64, ptr %s, align 8, !range !43, !alias.scope !2174, !noalias !2177, !noundef !4
  %123 = icmp eq i64 %self1.i.i.i.i1.i.i92, 0
  br i1 %123, label %bb2.i.i.i2.i44, label %bb2.i.i.i2.i.i93

bb2.i.i.i2.i.i93:                                 ; preds = %cleanup9
  %self3.i.i.i.i3.i.i94 = load ptr, ptr %_133.sroa.5.0.s.sroa_idx, align 8, !alias.scope !2174, !noalias !2177, !nonnull !4, !noundef !4
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %self3.i.i.i.i3.i.i94, i64 noundef %self1.i.i.i.i1.i.i92, i64 noundef range(i64 1, -9223372036854775807) 1) #27, !noalias !2179
  br label %bb2.i.i.i2.i44

bb12:                                             ; preds = %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h482fabe418f4b002E.exit.i.i.i.8", %bb2.i.i.i2.i.i.i.i.i.9
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %55, i64 noundef 240, i64 noundef range(i64 1, -9223372036854775807) 8) #27, !noalias !2180
  call void @llvm.lifetime.end.p0(ptr nonnull %_37)
  call void @llvm.lifetime.start.p0(ptr nonnull %_43)
  store ptr @alloc_4a3a3f44622b895cbf8725c804855935, ptr %_43, align 8
  %124 = getelementptr inbounds nuw i8, ptr %_43, i64 8
  store i64 8, ptr %124, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %args3)
  store ptr %s, ptr %args3, align 8
  %_46.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args3, i64 8
  store ptr @_RNvXsq_NtCslNYArtu3iFV_5alloc6stringNtB5_6StringNtNtCsgEmfK2I1SDS_4core3fmt7Display3fmt, ptr %_46.sroa.4.0..sroa_idx, align 8
  %125 = getelementptr inbounds nuw i8, ptr %args3, i64 16
  store ptr %_43, ptr %125, align 8
  %_47.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args3, i64 24
  store ptr @"_ZN44_$LT$$RF$T$u20$as$u20$core..fmt..Display$GT$3fmt17h0ce9ce5e84b6044fE", ptr %_47.sroa.4.0..sroa_idx, align 8
; invoke std::io::stdio::_print
  invoke void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr noundef nonnull @alloc_b1b3cecaa6a7183967abcfd14f99ae78, ptr noundef nonnull %args3)
          to label %bb13 unwind label %cleanup9

bb13:                                             ; preds = %bb12
  call void @llvm.lifetime.end.p0(ptr nonnull %args3)
  call void @llvm.lifetime.end.p0(ptr nonnull %_43)
  store double 0x4032C98B075B4B6A, ptr %f, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %_57)
  store i32 27, ptr %_57, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %args4)
  store ptr %f, ptr %args4, align 8
  %_61.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args4, i64 8
  store ptr @_RNvXs7_NtNtCsgEmfK2I1SDS_4core3fmt5floatdNtB7_7Display3fmt, ptr %_61.sroa.4.0..sroa_idx, align 8
  %126 = getelementptr inbounds nuw i8, ptr %args4, i64 16
  store ptr %_57, ptr %126, align 8
  %_62.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args4, i64 24
  store ptr @_RNvXs8_NtNtNtCsgEmfK2I1SDS_4core3fmt3num3impmNtB9_7Display3fmt, ptr %_62.sroa.4.0..sroa_idx, align 8
; invoke std::io::stdio::_print
  invoke void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr noundef nonnull @alloc_fa6261aab0906816c0ba496fb64f7d91, ptr noundef nonnull %args4)
          to label %bb14 unwind label %cleanup9

bb14:                                             ; preds = %bb13
  call void @llvm.lifetime.end.p0(ptr nonnull %args4)
  call void @llvm.lifetime.end.p0(ptr nonnull %_57)
  call void @llvm.experimental.noalias.scope.decl(metadata !2187)
  call void @llvm.experimental.noalias.scope.decl(metadata !2190)
  call void @llvm.experimental.noalias.scope.decl(metadata !2193)
  call void @llvm.experimental.noalias.scope.decl(metadata !2196)
  call void @llvm.experimental.noalias.scope.decl(metadata !2199)
  %self1.i.i.i.i1.i.i95 = load i64, ptr %s, align 8, !range !43, !alias.scope !2202, !noalias !2205, !noundef !4
  %127 = icmp eq i64 %self1.i.i.i.i1.i.i95, 0
  br i1 %127, label %bb16, label %bb2.i.i.i2.i.i96

bb2.i.i.i2.i.i96:                                 ; preds = %bb14
  %self3.i.i.i.i3.i.i97 = load ptr, ptr %_133.sroa.5.0.s.sroa_idx, align 8, !alias.scope !2202, !noalias !2205, !nonnull !4, !noundef !4
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %self3.i.i.i.i3.i.i97, i64 noundef %self1.i.i.i.i1.i.i95, i64 noundef range(i64 1, -9223372036854775807) 1) #27, !noalias !2207
  br label %bb16

bb16:                                             ; preds = %bb2.i.i.i2.i.i96, %bb14
  call void @llvm.lifetime.end.p0(ptr nonnull %s)
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %49, i64 noundef 40, i64 noundef range(i64 1, -9223372036854775807) 4) #27, !noalias !2208
  %128 = icmp eq i64 %counts.sroa.0.0.copyload, 0
  br i1 %128, label %"_ZN4core3ptr67drop_in_place$LT$alloc..vec..Vec$LT$$LP$$RF$str$C$usize$RP$$GT$$GT$17h5aa7587bb9dfbf48E.exit110", label %bb2.i.i.i2.i107

bb2.i.i.i2.i107:                                  ; preds = %bb16
  %alloc_size.i.i.i.i3.i108 = mul nuw i64 %counts.sroa.0.0.copyload, 24
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %counts.sroa.5.0.copyload, i64 noundef %alloc_size.i.i.i.i3.i108, i64 noundef range(i64 1, -9223372036854775807) 8) #27, !noalias !2217
  br label %"_ZN4core3ptr67drop_in_place$LT$alloc..vec..Vec$LT$$LP$$RF$str$C$usize$RP$$GT$$GT$17h5aa7587bb9dfbf48E.exit110"

"_ZN4core3ptr67drop_in_place$LT$alloc..vec..Vec$LT$$LP$$RF$str$C$usize$RP$$GT$$GT$17h5aa7587bb9dfbf48E.exit110": ; preds = %bb16, %bb2.i.i.i2.i107
  ret void

bb7:                                              ; preds = %bb5
  %_23.i = getelementptr inbounds nuw i8, ptr %iter.sroa.5.0203, i64 8
  call void @llvm.lifetime.end.p0(ptr nonnull %args)
  call void @llvm.lifetime.end.p0(ptr nonnull %v)
  call void @llvm.lifetime.end.p0(ptr nonnull %k)
  %_9.i = icmp eq ptr %_23.i, %_86229
  br i1 %_9.i, label %bb2.i.i.i.i.i3.i.i25, label %bb5

bb24:                                             ; preds = %bb10.i
  %129 = landingpad { ptr, i32 }
          cleanup
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %31, i64 noundef %29, i64 noundef range(i64 1, -9223372036854775807) 8) #27, !noalias !2226
  br label %bb22
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #10

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #11

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #11

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #12

; __rustc::__rust_dealloc
; Function Attrs: nounwind nonlazybind allockind("free") uwtable
declare void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr allocptr noundef captures(address), i64 noundef, i64 noundef range(i64 1, -9223372036854775807)) unnamed_addr #13

; __rustc::__rust_realloc
; Function Attrs: nounwind nonlazybind allockind("realloc,aligned") allocsize(3) uwtable
declare noalias noundef ptr @_RNvCsfLfy6EI15iL_7___rustc14___rust_realloc(ptr allocptr noundef, i64 noundef, i64 allocalign noundef range(i64 1, -9223372036854775807), i64 noundef) unnamed_addr #14

; __rustc::__rust_no_alloc_shim_is_unstable_v2
; Function Attrs: nounwind nonlazybind uwtable
declare void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() unnamed_addr #3

; __rustc::__rust_alloc
; Function Attrs: nounwind nonlazybind allockind("alloc,uninitialized,aligned") allocsize(0) uwtable
declare noalias noundef ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef, i64 allocalign noundef range(i64 1, -9223372036854775807)) unnamed_addr #15

; Function Attrs: mustprogress nocallback nofree nounwind nonlazybind willreturn memory(argmem: read)
declare i32 @memcmp(ptr captures(none), ptr captures(none), i64) local_unnamed_addr #16

; <u32 as core::fmt::Display>::fmt
; Function Attrs: nonlazybind uwtable
declare noundef zeroext i1 @_RNvXs8_NtNtNtCsgEmfK2I1SDS_4core3fmt3num3impmNtB9_7Display3fmt(ptr noalias noundef readonly align 4 captures(address, read_provenance) dereferenceable(4), ptr noalias noundef align 8 dereferenceable(24)) unnamed_addr #1

; <u32 as core::fmt::UpperHex>::fmt
; Function Attrs: nonlazybind uwtable
declare noundef zeroext i1 @_RNvXsw_NtNtCsgEmfK2I1SDS_4core3fmt3nummNtB7_8UpperHex3fmt(ptr noalias noundef readonly align 4 captures(address, read_provenance) dereferenceable(4), ptr noalias noundef align 8 dereferenceable(24)) unnamed_addr #1

; <u32 as core::fmt::LowerHex>::fmt
; Function Attrs: nonlazybind uwtable
declare noundef zeroext i1 @_RNvXsu_NtNtCsgEmfK2I1SDS_4core3fmt3nummNtB7_8LowerHex3fmt(ptr noalias noundef readonly align 4 captures(address, read_provenance) dereferenceable(4), ptr noalias noundef align 8 dereferenceable(24)) unnamed_addr #1

; <str as core::fmt::Display>::fmt
; Function Attrs: nonlazybind uwtable
declare noundef zeroext i1 @_RNvXsi_NtCsgEmfK2I1SDS_4core3fmteNtB5_7Display3fmt(ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance), i64 noundef, ptr noalias noundef align 8 dereferenceable(24)) unnamed_addr #1

; Function Attrs: nounwind nonlazybind uwtable
declare noundef range(i32 0, 10) i32 @rust_eh_personality(i32 noundef, i32 noundef, i64 noundef, ptr noundef, ptr noundef) unnamed_addr #3

; core::panicking::panic_fmt
; Function Attrs: cold noinline noreturn nonlazybind uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core9panicking9panic_fmt(ptr noundef nonnull, ptr noundef nonnull, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24)) unnamed_addr #17

; std::rt::lang_start_internal
; Function Attrs: nonlazybind uwtable
declare noundef i64 @_RNvNtCsjrHSEGnQ3l9_3std2rt19lang_start_internal(ptr noundef nonnull align 1, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(48), i64 noundef, ptr noundef, i8 noundef) unnamed_addr #1

; <usize as core::fmt::Display>::fmt
; Function Attrs: nonlazybind uwtable
declare noundef zeroext i1 @_RNvXsi_NtNtNtCsgEmfK2I1SDS_4core3fmt3num3impjNtB9_7Display3fmt(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(8), ptr noalias noundef align 8 dereferenceable(24)) unnamed_addr #1

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #18

; core::slice::sort::shared::smallsort::panic_on_ord_violation
; Function Attrs: cold noinline noreturn nonlazybind uwtable
declare void @_RNvNtNtNtNtCsgEmfK2I1SDS_4core5slice4sort6shared9smallsort22panic_on_ord_violation() unnamed_addr #17

; core::slice::index::slice_index_fail
; Function Attrs: cold noinline noreturn nonlazybind uwtable
declare void @_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail(i64 noundef, i64 noundef, i64 noundef, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24)) unnamed_addr #17

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #19

; core::slice::sort::stable::drift::sqrt_approx
; Function Attrs: nonlazybind uwtable
declare noundef i64 @_RNvNtNtNtNtCsgEmfK2I1SDS_4core5slice4sort6stable5drift11sqrt_approx(i64 noundef) unnamed_addr #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.usub.sat.i64(i64, i64) #20

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #20

; core::option::expect_failed
; Function Attrs: cold noinline noreturn nonlazybind uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core6option13expect_failed(ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance), i64 noundef, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24)) unnamed_addr #17

; alloc::raw_vec::handle_error
; Function Attrs: cold minsize noreturn nonlazybind optsize uwtable
declare void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef range(i64 0, -9223372036854775807), i64) unnamed_addr #21

; <core::fmt::Formatter>::write_str
; Function Attrs: nonlazybind uwtable
declare noundef zeroext i1 @_RNvMsa_NtCsgEmfK2I1SDS_4core3fmtNtB5_9Formatter9write_str(ptr noalias noundef align 8 dereferenceable(24), ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance), i64 noundef) unnamed_addr #1

; <core::fmt::Formatter>::debug_tuple_field1_finish
; Function Attrs: nonlazybind uwtable
declare noundef zeroext i1 @_RNvMsa_NtCsgEmfK2I1SDS_4core3fmtNtB5_9Formatter25debug_tuple_field1_finish(ptr noalias noundef align 8 dereferenceable(24), ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance), i64 noundef, ptr noundef nonnull align 1, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(32)) unnamed_addr #1

; std::io::stdio::_print
; Function Attrs: nonlazybind uwtable
declare void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr noundef nonnull, ptr noundef nonnull) unnamed_addr #1

; <f64 as core::fmt::Display>::fmt
; Function Attrs: nonlazybind uwtable
declare noundef zeroext i1 @_RNvXs7_NtNtCsgEmfK2I1SDS_4core3fmt5floatdNtB7_7Display3fmt(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(8), ptr noalias noundef align 8 dereferenceable(24)) unnamed_addr #1

; <u32>::_fmt
; Function Attrs: nonlazybind uwtable
declare { ptr, i64 } @_RNvMsa_NtNtNtCsgEmfK2I1SDS_4core3fmt3num3impm4__fmt(i32 noundef, ptr noalias noundef nonnull align 1, i64 noundef range(i64 0, -9223372036854775808)) unnamed_addr #1

; Function Attrs: nonlazybind
define noundef i32 @main(i32 %0, ptr %1) unnamed_addr #22 {
top:
  %_7.i = alloca [8 x i8], align 8
  %2 = sext i32 %0 to i64
  call void @llvm.lifetime.start.p0(ptr nonnull %_7.i)
  store ptr @_ZN8rust_std4main17ha58b3e031386c0e7E, ptr %_7.i, align 8
; call std::rt::lang_start_internal
  %_0.i = call noundef i64 @_RNvNtCsjrHSEGnQ3l9_3std2rt19lang_start_internal(ptr noundef nonnull align 1 %_7.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(48) @vtable.0, i64 noundef %2, ptr noundef %1, i8 noundef 0)
  call void @llvm.lifetime.end.p0(ptr nonnull %_7.i)
  %3 = trunc i64 %_0.i to i32
  ret i32 %3
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #23

; Function Attrs: nocallback nofree nounwind nonlazybind willreturn memory(argmem: read)
declare i32 @bcmp(ptr captures(none), ptr captures(none), i64) local_unnamed_addr #24

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #25

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #23

attributes #0 = { inlinehint nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #1 = { nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #2 = { noinline nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #3 = { nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #4 = { nofree nounwind nonlazybind memory(read, inaccessiblemem: readwrite, target_mem0: none, target_mem1: none) uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #5 = { nofree norecurse nounwind nonlazybind memory(read, argmem: readwrite, inaccessiblemem: readwrite, target_mem0: none, target_mem1: none) uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #6 = { mustprogress nofree norecurse nounwind nonlazybind willreturn memory(read, argmem: readwrite, inaccessiblemem: readwrite, target_mem0: none, target_mem1: none) uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #7 = { cold noinline nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #8 = { cold nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #9 = { cold nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #10 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #11 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #12 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #13 = { nounwind nonlazybind allockind("free") uwtable "alloc-family"="__rust_alloc" "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #14 = { nounwind nonlazybind allockind("realloc,aligned") allocsize(3) uwtable "alloc-family"="__rust_alloc" "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #15 = { nounwind nonlazybind allockind("alloc,uninitialized,aligned") allocsize(0) uwtable "alloc-family"="__rust_alloc" "alloc-variant-zeroed"="_RNvCsfLfy6EI15iL_7___rustc19___rust_alloc_zeroed" "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #16 = { mustprogress nocallback nofree nounwind nonlazybind willreturn memory(argmem: read) }
attributes #17 = { cold noinline noreturn nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #18 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #19 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #20 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #21 = { cold minsize noreturn nonlazybind optsize uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #22 = { nonlazybind "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #23 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #24 = { nocallback nofree nounwind nonlazybind willreturn memory(argmem: read) }
attributes #25 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #26 = { noinline }
attributes #27 = { nounwind }
attributes #28 = { noinline noreturn }
attributes #29 = { noreturn }
attributes #30 = { cold }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 8, !"PIC Level", i32 2}
!1 = !{i32 7, !"PIE Level", i32 2}
!2 = !{i32 2, !"RtLibUseGOT", i32 1}
!3 = !{!"rustc version 1.95.0 (59807616e 2026-04-14)"}
!4 = !{}
!5 = !{i64 17607978643263034}
!6 = !{i64 4}
!7 = !{!8}
!8 = distinct !{!8, !9, !"_RNvXsW_NtNtCsgEmfK2I1SDS_4core3fmt3nummNtB7_5Debug3fmt: %f"}
!9 = distinct !{!9, !"_RNvXsW_NtNtCsgEmfK2I1SDS_4core3fmt3nummNtB7_5Debug3fmt"}
!10 = !{!11}
!11 = distinct !{!11, !9, !"_RNvXsW_NtNtCsgEmfK2I1SDS_4core3fmt3nummNtB7_5Debug3fmt: %self"}
!12 = !{i64 1}
!13 = !{i64 8}
!14 = !{!15}
!15 = distinct !{!15, !16, !"_ZN44_$LT$$RF$T$u20$as$u20$core..fmt..Display$GT$3fmt17h0ce9ce5e84b6044fE: %self"}
!16 = distinct !{!16, !"_ZN44_$LT$$RF$T$u20$as$u20$core..fmt..Display$GT$3fmt17h0ce9ce5e84b6044fE"}
!17 = !{!18}
!18 = distinct !{!18, !16, !"_ZN44_$LT$$RF$T$u20$as$u20$core..fmt..Display$GT$3fmt17h0ce9ce5e84b6044fE: %f"}
!19 = !{!20}
!20 = distinct !{!20, !21, !"_ZN3std2rt10lang_start28_$u7b$$u7b$closure$u7d$$u7d$17hd7b396cf39f69d4eE: %_1"}
!21 = distinct !{!21, !"_ZN3std2rt10lang_start28_$u7b$$u7b$closure$u7d$$u7d$17hd7b396cf39f69d4eE"}
!22 = !{!23}
!23 = distinct !{!23, !24, !"_ZN70_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h2e9e52f3476dc26dE: %self"}
!24 = distinct !{!24, !"_ZN70_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h2e9e52f3476dc26dE"}
!25 = !{!26}
!26 = distinct !{!26, !27, !"_ZN4core3ptr52drop_in_place$LT$$u5b$alloc..string..String$u5d$$GT$17hbaf0cd42fe484a33E: %_1.0"}
!27 = distinct !{!27, !"_ZN4core3ptr52drop_in_place$LT$$u5b$alloc..string..String$u5d$$GT$17hbaf0cd42fe484a33E"}
!28 = !{!29}
!29 = distinct !{!29, !30, !"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h482fabe418f4b002E: %_1"}
!30 = distinct !{!30, !"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h482fabe418f4b002E"}
!31 = !{!32}
!32 = distinct !{!32, !33, !"_ZN4core3ptr46drop_in_place$LT$alloc..vec..Vec$LT$u8$GT$$GT$17h199d852d94756dbdE: %_1"}
!33 = distinct !{!33, !"_ZN4core3ptr46drop_in_place$LT$alloc..vec..Vec$LT$u8$GT$$GT$17h199d852d94756dbdE"}
!34 = !{!35}
!35 = distinct !{!35, !36, !"_ZN4core3ptr53drop_in_place$LT$alloc..raw_vec..RawVec$LT$u8$GT$$GT$17h5e15cb92d7b42bbaE: %_1"}
!36 = distinct !{!36, !"_ZN4core3ptr53drop_in_place$LT$alloc..raw_vec..RawVec$LT$u8$GT$$GT$17h5e15cb92d7b42bbaE"}
!37 = !{!38}
!38 = distinct !{!38, !39, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h06c2fc903e8453b3E: %self"}
!39 = distinct !{!39, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h06c2fc903e8453b3E"}
!40 = !{!41}
!41 = distinct !{!41, !42, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17hcb6afb88ff7895c5E: %self"}
!42 = distinct !{!42, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17hcb6afb88ff7895c5E"}
!43 = !{i64 0, i64 -9223372036854775808}
!44 = !{!45, !41, !38, !35, !32, !29, !26}
!45 = distinct !{!45, !46, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17had993bdf35293b94E: %self"}
!46 = distinct !{!46, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17had993bdf35293b94E"}
!47 = !{!48, !23}
!48 = distinct !{!48, !46, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17had993bdf35293b94E: %_0"}
!49 = !{!41, !38, !35, !32, !29, !26, !23}
!50 = !{!51}
!51 = distinct !{!51, !52, !"_ZN4core3ptr72drop_in_place$LT$alloc..raw_vec..RawVec$LT$alloc..string..String$GT$$GT$17h90f8db944d366817E: %_1"}
!52 = distinct !{!52, !"_ZN4core3ptr72drop_in_place$LT$alloc..raw_vec..RawVec$LT$alloc..string..String$GT$$GT$17h90f8db944d366817E"}
!53 = !{!54}
!54 = distinct !{!54, !55, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h6b357756511087c8E: %self"}
!55 = distinct !{!55, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h6b357756511087c8E"}
!56 = !{!57}
!57 = distinct !{!57, !58, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17hcb6afb88ff7895c5E: %self"}
!58 = distinct !{!58, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17hcb6afb88ff7895c5E"}
!59 = !{!60, !57, !54, !51}
!60 = distinct !{!60, !61, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17had993bdf35293b94E: %self"}
!61 = distinct !{!61, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17had993bdf35293b94E"}
!62 = !{!63}
!63 = distinct !{!63, !61, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17had993bdf35293b94E: %_0"}
!64 = !{!57, !54, !51}
!65 = !{!66}
!66 = distinct !{!66, !67, !"_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE: argument 0"}
!67 = distinct !{!67, !"_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE"}
!68 = !{!69}
!69 = distinct !{!69, !67, !"_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE: argument 1"}
!70 = !{!71}
!71 = distinct !{!71, !72, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$2lt17hb01cda87bf79c9b4E: %self"}
!72 = distinct !{!72, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$2lt17hb01cda87bf79c9b4E"}
!73 = !{!74}
!74 = distinct !{!74, !75, !"_ZN4core5slice4sort6shared5pivot7median317h1c88b4a4cff6d65aE: %c"}
!75 = distinct !{!75, !"_ZN4core5slice4sort6shared5pivot7median317h1c88b4a4cff6d65aE"}
!76 = !{!77}
!77 = distinct !{!77, !72, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$2lt17hb01cda87bf79c9b4E: %other"}
!78 = !{!71, !66}
!79 = !{!77, !69, !74}
!80 = !{!77, !69}
!81 = !{!71, !66, !74}
!82 = !{!83}
!83 = distinct !{!83, !84, !"_ZN4core5tuple65_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$$LP$U$C$T$RP$$GT$2lt17h453b20728ec0799eE: %self"}
!84 = distinct !{!84, !"_ZN4core5tuple65_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$$LP$U$C$T$RP$$GT$2lt17h453b20728ec0799eE"}
!85 = !{!86}
!86 = distinct !{!86, !84, !"_ZN4core5tuple65_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$$LP$U$C$T$RP$$GT$2lt17h453b20728ec0799eE: %other"}
!87 = !{!88}
!88 = distinct !{!88, !89, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$13__chaining_lt17h226e02f9bc4dfc27E: %self"}
!89 = distinct !{!89, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$13__chaining_lt17h226e02f9bc4dfc27E"}
!90 = !{!91}
!91 = distinct !{!91, !89, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$13__chaining_lt17h226e02f9bc4dfc27E: %other"}
!92 = !{!88, !83}
!93 = !{!91, !86, !71, !77, !66, !69, !74}
!94 = !{!91, !86}
!95 = !{!88, !83, !71, !77, !66, !69, !74}
!96 = !{!97, !99, !100, !102, !103, !105, !106, !108}
!97 = distinct !{!97, !98, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB6_3cmp3Ord3cmp: %self.0"}
!98 = distinct !{!98, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB6_3cmp3Ord3cmp"}
!99 = distinct !{!99, !98, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB6_3cmp3Ord3cmp: %other.0"}
!100 = distinct !{!100, !101, !"_RNvXs1_NtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB9_3cmp10PartialOrd11partial_cmp: %self.0"}
!101 = distinct !{!101, !"_RNvXs1_NtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB9_3cmp10PartialOrd11partial_cmp"}
!102 = distinct !{!102, !101, !"_RNvXs1_NtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB9_3cmp10PartialOrd11partial_cmp: %other.0"}
!103 = distinct !{!103, !104, !"_ZN4core3cmp21default_chaining_impl17h1894e1ed05bbcd99E: %lhs.0"}
!104 = distinct !{!104, !"_ZN4core3cmp21default_chaining_impl17h1894e1ed05bbcd99E"}
!105 = distinct !{!105, !104, !"_ZN4core3cmp21default_chaining_impl17h1894e1ed05bbcd99E: %rhs.0"}
!106 = distinct !{!106, !107, !"_ZN4core3cmp10PartialOrd13__chaining_lt17hd4ca206eb83c2181E: %self.0"}
!107 = distinct !{!107, !"_ZN4core3cmp10PartialOrd13__chaining_lt17hd4ca206eb83c2181E"}
!108 = distinct !{!108, !107, !"_ZN4core3cmp10PartialOrd13__chaining_lt17hd4ca206eb83c2181E: %other.0"}
!109 = !{!88, !91, !83, !86, !71, !77, !66, !69, !74}
!110 = !{!111}
!111 = distinct !{!111, !112, !"_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt: %self"}
!112 = distinct !{!112, !"_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt"}
!113 = !{!114}
!114 = distinct !{!114, !112, !"_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt: %other"}
!115 = !{!111, !83}
!116 = !{!114, !86, !71, !77, !66, !69, !74}
!117 = !{!114, !86}
!118 = !{!111, !83, !71, !77, !66, !69, !74}
!119 = !{!120}
!120 = distinct !{!120, !121, !"_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE: argument 1"}
!121 = distinct !{!121, !"_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE"}
!122 = !{!123}
!123 = distinct !{!123, !124, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$2lt17hb01cda87bf79c9b4E: %other"}
!124 = distinct !{!124, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$2lt17hb01cda87bf79c9b4E"}
!125 = !{!123, !120}
!126 = !{!127, !128}
!127 = distinct !{!127, !124, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$2lt17hb01cda87bf79c9b4E: %self"}
!128 = distinct !{!128, !121, !"_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE: argument 0"}
!129 = !{!130}
!130 = distinct !{!130, !131, !"_ZN4core5tuple65_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$$LP$U$C$T$RP$$GT$2lt17h453b20728ec0799eE: %self"}
!131 = distinct !{!131, !"_ZN4core5tuple65_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$$LP$U$C$T$RP$$GT$2lt17h453b20728ec0799eE"}
!132 = !{!133}
!133 = distinct !{!133, !131, !"_ZN4core5tuple65_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$$LP$U$C$T$RP$$GT$2lt17h453b20728ec0799eE: %other"}
!134 = !{!135}
!135 = distinct !{!135, !136, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$13__chaining_lt17h226e02f9bc4dfc27E: %other"}
!136 = distinct !{!136, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$13__chaining_lt17h226e02f9bc4dfc27E"}
!137 = !{!135, !133}
!138 = !{!139, !130, !127, !123, !128, !120}
!139 = distinct !{!139, !136, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$13__chaining_lt17h226e02f9bc4dfc27E: %self"}
!140 = !{!141, !143, !144, !146, !147, !149, !150, !152}
!141 = distinct !{!141, !142, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB6_3cmp3Ord3cmp: %self.0"}
!142 = distinct !{!142, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB6_3cmp3Ord3cmp"}
!143 = distinct !{!143, !142, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB6_3cmp3Ord3cmp: %other.0"}
!144 = distinct !{!144, !145, !"_RNvXs1_NtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB9_3cmp10PartialOrd11partial_cmp: %self.0"}
!145 = distinct !{!145, !"_RNvXs1_NtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB9_3cmp10PartialOrd11partial_cmp"}
!146 = distinct !{!146, !145, !"_RNvXs1_NtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB9_3cmp10PartialOrd11partial_cmp: %other.0"}
!147 = distinct !{!147, !148, !"_ZN4core3cmp21default_chaining_impl17h1894e1ed05bbcd99E: %lhs.0"}
!148 = distinct !{!148, !"_ZN4core3cmp21default_chaining_impl17h1894e1ed05bbcd99E"}
!149 = distinct !{!149, !148, !"_ZN4core3cmp21default_chaining_impl17h1894e1ed05bbcd99E: %rhs.0"}
!150 = distinct !{!150, !151, !"_ZN4core3cmp10PartialOrd13__chaining_lt17hd4ca206eb83c2181E: %self.0"}
!151 = distinct !{!151, !"_ZN4core3cmp10PartialOrd13__chaining_lt17hd4ca206eb83c2181E"}
!152 = distinct !{!152, !151, !"_ZN4core3cmp10PartialOrd13__chaining_lt17hd4ca206eb83c2181E: %other.0"}
!153 = !{!139, !135, !130, !133, !127, !123, !128, !120}
!154 = !{!155}
!155 = distinct !{!155, !156, !"_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt: %self"}
!156 = distinct !{!156, !"_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt"}
!157 = !{!158}
!158 = distinct !{!158, !156, !"_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt: %other"}
!159 = !{!155, !130}
!160 = !{!158, !133, !127, !123, !128, !120}
!161 = !{!158, !133}
!162 = !{!155, !130, !127, !123, !128, !120}
!163 = !{!164}
!164 = distinct !{!164, !165, !"_ZN4core5tuple65_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$$LP$U$C$T$RP$$GT$2lt17h453b20728ec0799eE: %self"}
!165 = distinct !{!165, !"_ZN4core5tuple65_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$$LP$U$C$T$RP$$GT$2lt17h453b20728ec0799eE"}
!166 = !{!167}
!167 = distinct !{!167, !165, !"_ZN4core5tuple65_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$$LP$U$C$T$RP$$GT$2lt17h453b20728ec0799eE: %other"}
!168 = !{!169, !171, !172, !174, !175, !177, !178, !180}
!169 = distinct !{!169, !170, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB6_3cmp3Ord3cmp: %self.0"}
!170 = distinct !{!170, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB6_3cmp3Ord3cmp"}
!171 = distinct !{!171, !170, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB6_3cmp3Ord3cmp: %other.0"}
!172 = distinct !{!172, !173, !"_RNvXs1_NtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB9_3cmp10PartialOrd11partial_cmp: %self.0"}
!173 = distinct !{!173, !"_RNvXs1_NtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB9_3cmp10PartialOrd11partial_cmp"}
!174 = distinct !{!174, !173, !"_RNvXs1_NtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB9_3cmp10PartialOrd11partial_cmp: %other.0"}
!175 = distinct !{!175, !176, !"_ZN4core3cmp21default_chaining_impl17h1894e1ed05bbcd99E: %lhs.0"}
!176 = distinct !{!176, !"_ZN4core3cmp21default_chaining_impl17h1894e1ed05bbcd99E"}
!177 = distinct !{!177, !176, !"_ZN4core3cmp21default_chaining_impl17h1894e1ed05bbcd99E: %rhs.0"}
!178 = distinct !{!178, !179, !"_ZN4core3cmp10PartialOrd13__chaining_lt17hd4ca206eb83c2181E: %self.0"}
!179 = distinct !{!179, !"_ZN4core3cmp10PartialOrd13__chaining_lt17hd4ca206eb83c2181E"}
!180 = distinct !{!180, !179, !"_ZN4core3cmp10PartialOrd13__chaining_lt17hd4ca206eb83c2181E: %other.0"}
!181 = !{!182, !184, !164, !167, !185, !187, !188, !190}
!182 = distinct !{!182, !183, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$13__chaining_lt17h226e02f9bc4dfc27E: %self"}
!183 = distinct !{!183, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$13__chaining_lt17h226e02f9bc4dfc27E"}
!184 = distinct !{!184, !183, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$13__chaining_lt17h226e02f9bc4dfc27E: %other"}
!185 = distinct !{!185, !186, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$2lt17hb01cda87bf79c9b4E: %self"}
!186 = distinct !{!186, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$2lt17hb01cda87bf79c9b4E"}
!187 = distinct !{!187, !186, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$2lt17hb01cda87bf79c9b4E: %other"}
!188 = distinct !{!188, !189, !"_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE: argument 0"}
!189 = distinct !{!189, !"_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE"}
!190 = distinct !{!190, !189, !"_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE: argument 1"}
!191 = !{!192}
!192 = distinct !{!192, !193, !"_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt: %self"}
!193 = distinct !{!193, !"_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt"}
!194 = !{!195}
!195 = distinct !{!195, !193, !"_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt: %other"}
!196 = !{!192, !164}
!197 = !{!195, !167, !185, !187, !188, !190}
!198 = !{!195, !167}
!199 = !{!192, !164, !185, !187, !188, !190}
!200 = !{!201}
!201 = distinct !{!201, !202, !"_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE: argument 0"}
!202 = distinct !{!202, !"_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE"}
!203 = !{!204}
!204 = distinct !{!204, !202, !"_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE: argument 1"}
!205 = !{!206}
!206 = distinct !{!206, !207, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$2lt17hb01cda87bf79c9b4E: %self"}
!207 = distinct !{!207, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$2lt17hb01cda87bf79c9b4E"}
!208 = !{!209}
!209 = distinct !{!209, !207, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$2lt17hb01cda87bf79c9b4E: %other"}
!210 = !{!206, !201}
!211 = !{!209, !204}
!212 = !{!213}
!213 = distinct !{!213, !214, !"_ZN4core5tuple65_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$$LP$U$C$T$RP$$GT$2lt17h453b20728ec0799eE: %self"}
!214 = distinct !{!214, !"_ZN4core5tuple65_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$$LP$U$C$T$RP$$GT$2lt17h453b20728ec0799eE"}
!215 = !{!216}
!216 = distinct !{!216, !214, !"_ZN4core5tuple65_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$$LP$U$C$T$RP$$GT$2lt17h453b20728ec0799eE: %other"}
!217 = !{!218}
!218 = distinct !{!218, !219, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$13__chaining_lt17h226e02f9bc4dfc27E: %self"}
!219 = distinct !{!219, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$13__chaining_lt17h226e02f9bc4dfc27E"}
!220 = !{!221}
!221 = distinct !{!221, !219, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$13__chaining_lt17h226e02f9bc4dfc27E: %other"}
!222 = !{!218, !213}
!223 = !{!221, !216, !206, !209, !201, !204}
!224 = !{!221, !216}
!225 = !{!218, !213, !206, !209, !201, !204}
!226 = !{!227, !229, !230, !232, !233, !235, !236, !238}
!227 = distinct !{!227, !228, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB6_3cmp3Ord3cmp: %self.0"}
!228 = distinct !{!228, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB6_3cmp3Ord3cmp"}
!229 = distinct !{!229, !228, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB6_3cmp3Ord3cmp: %other.0"}
!230 = distinct !{!230, !231, !"_RNvXs1_NtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB9_3cmp10PartialOrd11partial_cmp: %self.0"}
!231 = distinct !{!231, !"_RNvXs1_NtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB9_3cmp10PartialOrd11partial_cmp"}
!232 = distinct !{!232, !231, !"_RNvXs1_NtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB9_3cmp10PartialOrd11partial_cmp: %other.0"}
!233 = distinct !{!233, !234, !"_ZN4core3cmp21default_chaining_impl17h1894e1ed05bbcd99E: %lhs.0"}
!234 = distinct !{!234, !"_ZN4core3cmp21default_chaining_impl17h1894e1ed05bbcd99E"}
!235 = distinct !{!235, !234, !"_ZN4core3cmp21default_chaining_impl17h1894e1ed05bbcd99E: %rhs.0"}
!236 = distinct !{!236, !237, !"_ZN4core3cmp10PartialOrd13__chaining_lt17hd4ca206eb83c2181E: %self.0"}
!237 = distinct !{!237, !"_ZN4core3cmp10PartialOrd13__chaining_lt17hd4ca206eb83c2181E"}
!238 = distinct !{!238, !237, !"_ZN4core3cmp10PartialOrd13__chaining_lt17hd4ca206eb83c2181E: %other.0"}
!239 = !{!218, !221, !213, !216, !206, !209, !201, !204}
!240 = !{!241}
!241 = distinct !{!241, !242, !"_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt: %self"}
!242 = distinct !{!242, !"_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt"}
!243 = !{!244}
!244 = distinct !{!244, !242, !"_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt: %other"}
!245 = !{!241, !213}
!246 = !{!244, !216, !206, !209, !201, !204}
!247 = !{!244, !216}
!248 = !{!241, !213, !206, !209, !201, !204}
!249 = !{!250}
!250 = distinct !{!250, !251, !"_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE: argument 1"}
!251 = distinct !{!251, !"_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE"}
!252 = !{!253}
!253 = distinct !{!253, !254, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$2lt17hb01cda87bf79c9b4E: %other"}
!254 = distinct !{!254, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$2lt17hb01cda87bf79c9b4E"}
!255 = !{!253, !250}
!256 = !{!257, !258}
!257 = distinct !{!257, !254, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$2lt17hb01cda87bf79c9b4E: %self"}
!258 = distinct !{!258, !251, !"_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE: argument 0"}
!259 = !{!260}
!260 = distinct !{!260, !261, !"_ZN4core5tuple65_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$$LP$U$C$T$RP$$GT$2lt17h453b20728ec0799eE: %self"}
!261 = distinct !{!261, !"_ZN4core5tuple65_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$$LP$U$C$T$RP$$GT$2lt17h453b20728ec0799eE"}
!262 = !{!263}
!263 = distinct !{!263, !261, !"_ZN4core5tuple65_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$$LP$U$C$T$RP$$GT$2lt17h453b20728ec0799eE: %other"}
!264 = !{!265}
!265 = distinct !{!265, !266, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$13__chaining_lt17h226e02f9bc4dfc27E: %self"}
!266 = distinct !{!266, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$13__chaining_lt17h226e02f9bc4dfc27E"}
!267 = !{!268}
!268 = distinct !{!268, !266, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$13__chaining_lt17h226e02f9bc4dfc27E: %other"}
!269 = !{!265, !260}
!270 = !{!268, !263, !257, !253, !258, !250}
!271 = !{!268, !263}
!272 = !{!265, !260, !257, !253, !258, !250}
!273 = !{!274, !276, !277, !279, !280, !282, !283, !285}
!274 = distinct !{!274, !275, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB6_3cmp3Ord3cmp: %self.0"}
!275 = distinct !{!275, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB6_3cmp3Ord3cmp"}
!276 = distinct !{!276, !275, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB6_3cmp3Ord3cmp: %other.0"}
!277 = distinct !{!277, !278, !"_RNvXs1_NtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB9_3cmp10PartialOrd11partial_cmp: %self.0"}
!278 = distinct !{!278, !"_RNvXs1_NtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB9_3cmp10PartialOrd11partial_cmp"}
!279 = distinct !{!279, !278, !"_RNvXs1_NtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB9_3cmp10PartialOrd11partial_cmp: %other.0"}
!280 = distinct !{!280, !281, !"_ZN4core3cmp21default_chaining_impl17h1894e1ed05bbcd99E: %lhs.0"}
!281 = distinct !{!281, !"_ZN4core3cmp21default_chaining_impl17h1894e1ed05bbcd99E"}
!282 = distinct !{!282, !281, !"_ZN4core3cmp21default_chaining_impl17h1894e1ed05bbcd99E: %rhs.0"}
!283 = distinct !{!283, !284, !"_ZN4core3cmp10PartialOrd13__chaining_lt17hd4ca206eb83c2181E: %self.0"}
!284 = distinct !{!284, !"_ZN4core3cmp10PartialOrd13__chaining_lt17hd4ca206eb83c2181E"}
!285 = distinct !{!285, !284, !"_ZN4core3cmp10PartialOrd13__chaining_lt17hd4ca206eb83c2181E: %other.0"}
!286 = !{!265, !268, !260, !263, !257, !253, !258, !250}
!287 = !{!288}
!288 = distinct !{!288, !289, !"_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt: %self"}
!289 = distinct !{!289, !"_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt"}
!290 = !{!291}
!291 = distinct !{!291, !289, !"_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt: %other"}
!292 = !{!288, !260}
!293 = !{!291, !263, !257, !253, !258, !250}
!294 = !{!291, !263}
!295 = !{!288, !260, !257, !253, !258, !250}
!296 = !{!297, !299}
!297 = distinct !{!297, !298, !"_ZN99_$LT$core..slice..sort..shared..smallsort..CopyOnDrop$LT$T$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hd49dd0b7a1c67166E: %self"}
!298 = distinct !{!298, !"_ZN99_$LT$core..slice..sort..shared..smallsort..CopyOnDrop$LT$T$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hd49dd0b7a1c67166E"}
!299 = distinct !{!299, !300, !"_ZN4core3ptr104drop_in_place$LT$core..slice..sort..shared..smallsort..CopyOnDrop$LT$$RF$$LP$$RF$str$C$usize$RP$$GT$$GT$17hdbe9087df536ea1cE: %_1"}
!300 = distinct !{!300, !"_ZN4core3ptr104drop_in_place$LT$core..slice..sort..shared..smallsort..CopyOnDrop$LT$$RF$$LP$$RF$str$C$usize$RP$$GT$$GT$17hdbe9087df536ea1cE"}
!301 = !{!302}
!302 = distinct !{!302, !303, !"_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE: argument 0"}
!303 = distinct !{!303, !"_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE"}
!304 = !{!305}
!305 = distinct !{!305, !303, !"_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE: argument 1"}
!306 = !{!307}
!307 = distinct !{!307, !308, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$2lt17hb01cda87bf79c9b4E: %self"}
!308 = distinct !{!308, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$2lt17hb01cda87bf79c9b4E"}
!309 = !{!310}
!310 = distinct !{!310, !308, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$2lt17hb01cda87bf79c9b4E: %other"}
!311 = !{!307, !302}
!312 = !{!310, !305}
!313 = !{!314}
!314 = distinct !{!314, !315, !"_ZN4core5tuple65_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$$LP$U$C$T$RP$$GT$2lt17h453b20728ec0799eE: %self"}
!315 = distinct !{!315, !"_ZN4core5tuple65_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$$LP$U$C$T$RP$$GT$2lt17h453b20728ec0799eE"}
!316 = !{!317}
!317 = distinct !{!317, !315, !"_ZN4core5tuple65_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$$LP$U$C$T$RP$$GT$2lt17h453b20728ec0799eE: %other"}
!318 = !{!319}
!319 = distinct !{!319, !320, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$13__chaining_lt17h226e02f9bc4dfc27E: %self"}
!320 = distinct !{!320, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$13__chaining_lt17h226e02f9bc4dfc27E"}
!321 = !{!322}
!322 = distinct !{!322, !320, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$13__chaining_lt17h226e02f9bc4dfc27E: %other"}
!323 = !{!319, !314}
!324 = !{!322, !317, !307, !310, !302, !305}
!325 = !{!322, !317}
!326 = !{!319, !314, !307, !310, !302, !305}
!327 = !{!328, !330, !331, !333, !334, !336, !337, !339}
!328 = distinct !{!328, !329, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB6_3cmp3Ord3cmp: %self.0"}
!329 = distinct !{!329, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB6_3cmp3Ord3cmp"}
!330 = distinct !{!330, !329, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB6_3cmp3Ord3cmp: %other.0"}
!331 = distinct !{!331, !332, !"_RNvXs1_NtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB9_3cmp10PartialOrd11partial_cmp: %self.0"}
!332 = distinct !{!332, !"_RNvXs1_NtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB9_3cmp10PartialOrd11partial_cmp"}
!333 = distinct !{!333, !332, !"_RNvXs1_NtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB9_3cmp10PartialOrd11partial_cmp: %other.0"}
!334 = distinct !{!334, !335, !"_ZN4core3cmp21default_chaining_impl17h1894e1ed05bbcd99E: %lhs.0"}
!335 = distinct !{!335, !"_ZN4core3cmp21default_chaining_impl17h1894e1ed05bbcd99E"}
!336 = distinct !{!336, !335, !"_ZN4core3cmp21default_chaining_impl17h1894e1ed05bbcd99E: %rhs.0"}
!337 = distinct !{!337, !338, !"_ZN4core3cmp10PartialOrd13__chaining_lt17hd4ca206eb83c2181E: %self.0"}
!338 = distinct !{!338, !"_ZN4core3cmp10PartialOrd13__chaining_lt17hd4ca206eb83c2181E"}
!339 = distinct !{!339, !338, !"_ZN4core3cmp10PartialOrd13__chaining_lt17hd4ca206eb83c2181E: %other.0"}
!340 = !{!319, !322, !314, !317, !307, !310, !302, !305}
!341 = !{!342}
!342 = distinct !{!342, !343, !"_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt: %self"}
!343 = distinct !{!343, !"_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt"}
!344 = !{!345}
!345 = distinct !{!345, !343, !"_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt: %other"}
!346 = !{!342, !314}
!347 = !{!345, !317, !307, !310, !302, !305}
!348 = !{!345, !317}
!349 = !{!342, !314, !307, !310, !302, !305}
!350 = !{!351}
!351 = distinct !{!351, !352, !"_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE: argument 0"}
!352 = distinct !{!352, !"_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE"}
!353 = !{!354}
!354 = distinct !{!354, !352, !"_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE: argument 1"}
!355 = !{!356}
!356 = distinct !{!356, !357, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$2lt17hb01cda87bf79c9b4E: %self"}
!357 = distinct !{!357, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$2lt17hb01cda87bf79c9b4E"}
!358 = !{!359}
!359 = distinct !{!359, !357, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$2lt17hb01cda87bf79c9b4E: %other"}
!360 = !{!356, !351}
!361 = !{!359, !354}
!362 = !{!363}
!363 = distinct !{!363, !364, !"_ZN4core5tuple65_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$$LP$U$C$T$RP$$GT$2lt17h453b20728ec0799eE: %self"}
!364 = distinct !{!364, !"_ZN4core5tuple65_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$$LP$U$C$T$RP$$GT$2lt17h453b20728ec0799eE"}
!365 = !{!366}
!366 = distinct !{!366, !364, !"_ZN4core5tuple65_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$$LP$U$C$T$RP$$GT$2lt17h453b20728ec0799eE: %other"}
!367 = !{!368}
!368 = distinct !{!368, !369, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$13__chaining_lt17h226e02f9bc4dfc27E: %self"}
!369 = distinct !{!369, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$13__chaining_lt17h226e02f9bc4dfc27E"}
!370 = !{!371}
!371 = distinct !{!371, !369, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$13__chaining_lt17h226e02f9bc4dfc27E: %other"}
!372 = !{!368, !363}
!373 = !{!371, !366, !356, !359, !351, !354}
!374 = !{!371, !366}
!375 = !{!368, !363, !356, !359, !351, !354}
!376 = !{!377, !379, !380, !382, !383, !385, !386, !388}
!377 = distinct !{!377, !378, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB6_3cmp3Ord3cmp: %self.0"}
!378 = distinct !{!378, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB6_3cmp3Ord3cmp"}
!379 = distinct !{!379, !378, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB6_3cmp3Ord3cmp: %other.0"}
!380 = distinct !{!380, !381, !"_RNvXs1_NtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB9_3cmp10PartialOrd11partial_cmp: %self.0"}
!381 = distinct !{!381, !"_RNvXs1_NtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB9_3cmp10PartialOrd11partial_cmp"}
!382 = distinct !{!382, !381, !"_RNvXs1_NtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB9_3cmp10PartialOrd11partial_cmp: %other.0"}
!383 = distinct !{!383, !384, !"_ZN4core3cmp21default_chaining_impl17h1894e1ed05bbcd99E: %lhs.0"}
!384 = distinct !{!384, !"_ZN4core3cmp21default_chaining_impl17h1894e1ed05bbcd99E"}
!385 = distinct !{!385, !384, !"_ZN4core3cmp21default_chaining_impl17h1894e1ed05bbcd99E: %rhs.0"}
!386 = distinct !{!386, !387, !"_ZN4core3cmp10PartialOrd13__chaining_lt17hd4ca206eb83c2181E: %self.0"}
!387 = distinct !{!387, !"_ZN4core3cmp10PartialOrd13__chaining_lt17hd4ca206eb83c2181E"}
!388 = distinct !{!388, !387, !"_ZN4core3cmp10PartialOrd13__chaining_lt17hd4ca206eb83c2181E: %other.0"}
!389 = !{!368, !371, !363, !366, !356, !359, !351, !354}
!390 = !{!391}
!391 = distinct !{!391, !392, !"_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt: %self"}
!392 = distinct !{!392, !"_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt"}
!393 = !{!394}
!394 = distinct !{!394, !392, !"_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt: %other"}
!395 = !{!391, !363}
!396 = !{!394, !366, !356, !359, !351, !354}
!397 = !{!394, !366}
!398 = !{!391, !363, !356, !359, !351, !354}
!399 = !{!400}
!400 = distinct !{!400, !401, !"_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE: argument 0"}
!401 = distinct !{!401, !"_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE"}
!402 = !{!403}
!403 = distinct !{!403, !401, !"_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE: argument 1"}
!404 = !{!405}
!405 = distinct !{!405, !406, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$2lt17hb01cda87bf79c9b4E: %self"}
!406 = distinct !{!406, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$2lt17hb01cda87bf79c9b4E"}
!407 = !{!408}
!408 = distinct !{!408, !406, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$2lt17hb01cda87bf79c9b4E: %other"}
!409 = !{!405, !400}
!410 = !{!408, !403}
!411 = !{!412}
!412 = distinct !{!412, !413, !"_ZN4core5tuple65_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$$LP$U$C$T$RP$$GT$2lt17h453b20728ec0799eE: %self"}
!413 = distinct !{!413, !"_ZN4core5tuple65_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$$LP$U$C$T$RP$$GT$2lt17h453b20728ec0799eE"}
!414 = !{!415}
!415 = distinct !{!415, !413, !"_ZN4core5tuple65_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$$LP$U$C$T$RP$$GT$2lt17h453b20728ec0799eE: %other"}
!416 = !{!417}
!417 = distinct !{!417, !418, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$13__chaining_lt17h226e02f9bc4dfc27E: %self"}
!418 = distinct !{!418, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$13__chaining_lt17h226e02f9bc4dfc27E"}
!419 = !{!420}
!420 = distinct !{!420, !418, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$13__chaining_lt17h226e02f9bc4dfc27E: %other"}
!421 = !{!417, !412}
!422 = !{!420, !415, !405, !408, !400, !403}
!423 = !{!420, !415}
!424 = !{!417, !412, !405, !408, !400, !403}
!425 = !{!426, !428, !429, !431, !432, !434, !435, !437}
!426 = distinct !{!426, !427, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB6_3cmp3Ord3cmp: %self.0"}
!427 = distinct !{!427, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB6_3cmp3Ord3cmp"}
!428 = distinct !{!428, !427, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB6_3cmp3Ord3cmp: %other.0"}
!429 = distinct !{!429, !430, !"_RNvXs1_NtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB9_3cmp10PartialOrd11partial_cmp: %self.0"}
!430 = distinct !{!430, !"_RNvXs1_NtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB9_3cmp10PartialOrd11partial_cmp"}
!431 = distinct !{!431, !430, !"_RNvXs1_NtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB9_3cmp10PartialOrd11partial_cmp: %other.0"}
!432 = distinct !{!432, !433, !"_ZN4core3cmp21default_chaining_impl17h1894e1ed05bbcd99E: %lhs.0"}
!433 = distinct !{!433, !"_ZN4core3cmp21default_chaining_impl17h1894e1ed05bbcd99E"}
!434 = distinct !{!434, !433, !"_ZN4core3cmp21default_chaining_impl17h1894e1ed05bbcd99E: %rhs.0"}
!435 = distinct !{!435, !436, !"_ZN4core3cmp10PartialOrd13__chaining_lt17hd4ca206eb83c2181E: %self.0"}
!436 = distinct !{!436, !"_ZN4core3cmp10PartialOrd13__chaining_lt17hd4ca206eb83c2181E"}
!437 = distinct !{!437, !436, !"_ZN4core3cmp10PartialOrd13__chaining_lt17hd4ca206eb83c2181E: %other.0"}
!438 = !{!417, !420, !412, !415, !405, !408, !400, !403}
!439 = !{!440}
!440 = distinct !{!440, !441, !"_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt: %self"}
!441 = distinct !{!441, !"_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt"}
!442 = !{!443}
!443 = distinct !{!443, !441, !"_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt: %other"}
!444 = !{!440, !412}
!445 = !{!443, !415, !405, !408, !400, !403}
!446 = !{!443, !415}
!447 = !{!440, !412, !405, !408, !400, !403}
!448 = !{!449}
!449 = distinct !{!449, !450, !"_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE: argument 0"}
!450 = distinct !{!450, !"_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE"}
!451 = !{!452}
!452 = distinct !{!452, !450, !"_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE: argument 1"}
!453 = !{!454}
!454 = distinct !{!454, !455, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$2lt17hb01cda87bf79c9b4E: %self"}
!455 = distinct !{!455, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$2lt17hb01cda87bf79c9b4E"}
!456 = !{!457}
!457 = distinct !{!457, !455, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$2lt17hb01cda87bf79c9b4E: %other"}
!458 = !{!454, !449}
!459 = !{!457, !452}
!460 = !{!461}
!461 = distinct !{!461, !462, !"_ZN4core5tuple65_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$$LP$U$C$T$RP$$GT$2lt17h453b20728ec0799eE: %self"}
!462 = distinct !{!462, !"_ZN4core5tuple65_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$$LP$U$C$T$RP$$GT$2lt17h453b20728ec0799eE"}
!463 = !{!464}
!464 = distinct !{!464, !462, !"_ZN4core5tuple65_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$$LP$U$C$T$RP$$GT$2lt17h453b20728ec0799eE: %other"}
!465 = !{!466}
!466 = distinct !{!466, !467, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$13__chaining_lt17h226e02f9bc4dfc27E: %self"}
!467 = distinct !{!467, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$13__chaining_lt17h226e02f9bc4dfc27E"}
!468 = !{!469}
!469 = distinct !{!469, !467, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$13__chaining_lt17h226e02f9bc4dfc27E: %other"}
!470 = !{!466, !461}
!471 = !{!469, !464, !454, !457, !449, !452}
!472 = !{!469, !464}
!473 = !{!466, !461, !454, !457, !449, !452}
!474 = !{!475, !477, !478, !480, !481, !483, !484, !486}
!475 = distinct !{!475, !476, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB6_3cmp3Ord3cmp: %self.0"}
!476 = distinct !{!476, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB6_3cmp3Ord3cmp"}
!477 = distinct !{!477, !476, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB6_3cmp3Ord3cmp: %other.0"}
!478 = distinct !{!478, !479, !"_RNvXs1_NtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB9_3cmp10PartialOrd11partial_cmp: %self.0"}
!479 = distinct !{!479, !"_RNvXs1_NtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB9_3cmp10PartialOrd11partial_cmp"}
!480 = distinct !{!480, !479, !"_RNvXs1_NtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB9_3cmp10PartialOrd11partial_cmp: %other.0"}
!481 = distinct !{!481, !482, !"_ZN4core3cmp21default_chaining_impl17h1894e1ed05bbcd99E: %lhs.0"}
!482 = distinct !{!482, !"_ZN4core3cmp21default_chaining_impl17h1894e1ed05bbcd99E"}
!483 = distinct !{!483, !482, !"_ZN4core3cmp21default_chaining_impl17h1894e1ed05bbcd99E: %rhs.0"}
!484 = distinct !{!484, !485, !"_ZN4core3cmp10PartialOrd13__chaining_lt17hd4ca206eb83c2181E: %self.0"}
!485 = distinct !{!485, !"_ZN4core3cmp10PartialOrd13__chaining_lt17hd4ca206eb83c2181E"}
!486 = distinct !{!486, !485, !"_ZN4core3cmp10PartialOrd13__chaining_lt17hd4ca206eb83c2181E: %other.0"}
!487 = !{!466, !469, !461, !464, !454, !457, !449, !452}
!488 = !{!489}
!489 = distinct !{!489, !490, !"_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt: %self"}
!490 = distinct !{!490, !"_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt"}
!491 = !{!492}
!492 = distinct !{!492, !490, !"_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt: %other"}
!493 = !{!489, !461}
!494 = !{!492, !464, !454, !457, !449, !452}
!495 = !{!492, !464}
!496 = !{!489, !461, !454, !457, !449, !452}
!497 = !{!498}
!498 = distinct !{!498, !499, !"_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE: argument 0"}
!499 = distinct !{!499, !"_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE"}
!500 = !{!501}
!501 = distinct !{!501, !499, !"_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE: argument 1"}
!502 = !{!503}
!503 = distinct !{!503, !504, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$2lt17hb01cda87bf79c9b4E: %self"}
!504 = distinct !{!504, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$2lt17hb01cda87bf79c9b4E"}
!505 = !{!506}
!506 = distinct !{!506, !504, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$2lt17hb01cda87bf79c9b4E: %other"}
!507 = !{!503, !498}
!508 = !{!506, !501}
!509 = !{!510}
!510 = distinct !{!510, !511, !"_ZN4core5tuple65_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$$LP$U$C$T$RP$$GT$2lt17h453b20728ec0799eE: %self"}
!511 = distinct !{!511, !"_ZN4core5tuple65_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$$LP$U$C$T$RP$$GT$2lt17h453b20728ec0799eE"}
!512 = !{!513}
!513 = distinct !{!513, !511, !"_ZN4core5tuple65_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$$LP$U$C$T$RP$$GT$2lt17h453b20728ec0799eE: %other"}
!514 = !{!515}
!515 = distinct !{!515, !516, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$13__chaining_lt17h226e02f9bc4dfc27E: %self"}
!516 = distinct !{!516, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$13__chaining_lt17h226e02f9bc4dfc27E"}
!517 = !{!518}
!518 = distinct !{!518, !516, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$13__chaining_lt17h226e02f9bc4dfc27E: %other"}
!519 = !{!515, !510}
!520 = !{!518, !513, !503, !506, !498, !501}
!521 = !{!518, !513}
!522 = !{!515, !510, !503, !506, !498, !501}
!523 = !{!524, !526, !527, !529, !530, !532, !533, !535}
!524 = distinct !{!524, !525, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB6_3cmp3Ord3cmp: %self.0"}
!525 = distinct !{!525, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB6_3cmp3Ord3cmp"}
!526 = distinct !{!526, !525, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB6_3cmp3Ord3cmp: %other.0"}
!527 = distinct !{!527, !528, !"_RNvXs1_NtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB9_3cmp10PartialOrd11partial_cmp: %self.0"}
!528 = distinct !{!528, !"_RNvXs1_NtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB9_3cmp10PartialOrd11partial_cmp"}
!529 = distinct !{!529, !528, !"_RNvXs1_NtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB9_3cmp10PartialOrd11partial_cmp: %other.0"}
!530 = distinct !{!530, !531, !"_ZN4core3cmp21default_chaining_impl17h1894e1ed05bbcd99E: %lhs.0"}
!531 = distinct !{!531, !"_ZN4core3cmp21default_chaining_impl17h1894e1ed05bbcd99E"}
!532 = distinct !{!532, !531, !"_ZN4core3cmp21default_chaining_impl17h1894e1ed05bbcd99E: %rhs.0"}
!533 = distinct !{!533, !534, !"_ZN4core3cmp10PartialOrd13__chaining_lt17hd4ca206eb83c2181E: %self.0"}
!534 = distinct !{!534, !"_ZN4core3cmp10PartialOrd13__chaining_lt17hd4ca206eb83c2181E"}
!535 = distinct !{!535, !534, !"_ZN4core3cmp10PartialOrd13__chaining_lt17hd4ca206eb83c2181E: %other.0"}
!536 = !{!515, !518, !510, !513, !503, !506, !498, !501}
!537 = !{!538}
!538 = distinct !{!538, !539, !"_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt: %self"}
!539 = distinct !{!539, !"_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt"}
!540 = !{!541}
!541 = distinct !{!541, !539, !"_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt: %other"}
!542 = !{!538, !510}
!543 = !{!541, !513, !503, !506, !498, !501}
!544 = !{!541, !513}
!545 = !{!538, !510, !503, !506, !498, !501}
!546 = !{!547}
!547 = distinct !{!547, !548, !"_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE: argument 0"}
!548 = distinct !{!548, !"_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE"}
!549 = !{!550}
!550 = distinct !{!550, !548, !"_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE: argument 1"}
!551 = !{!552}
!552 = distinct !{!552, !553, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$2lt17hb01cda87bf79c9b4E: %self"}
!553 = distinct !{!553, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$2lt17hb01cda87bf79c9b4E"}
!554 = !{!555}
!555 = distinct !{!555, !556, !"_ZN4core5slice4sort6shared9smallsort8merge_up17h72ac265113065139E: %_0"}
!556 = distinct !{!556, !"_ZN4core5slice4sort6shared9smallsort8merge_up17h72ac265113065139E"}
!557 = !{!558}
!558 = distinct !{!558, !553, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$2lt17hb01cda87bf79c9b4E: %other"}
!559 = !{!552, !547}
!560 = !{!558, !550, !555}
!561 = !{!558, !550}
!562 = !{!552, !547, !555}
!563 = !{!564}
!564 = distinct !{!564, !565, !"_ZN4core5tuple65_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$$LP$U$C$T$RP$$GT$2lt17h453b20728ec0799eE: %self"}
!565 = distinct !{!565, !"_ZN4core5tuple65_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$$LP$U$C$T$RP$$GT$2lt17h453b20728ec0799eE"}
!566 = !{!567}
!567 = distinct !{!567, !565, !"_ZN4core5tuple65_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$$LP$U$C$T$RP$$GT$2lt17h453b20728ec0799eE: %other"}
!568 = !{!569}
!569 = distinct !{!569, !570, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$13__chaining_lt17h226e02f9bc4dfc27E: %self"}
!570 = distinct !{!570, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$13__chaining_lt17h226e02f9bc4dfc27E"}
!571 = !{!572}
!572 = distinct !{!572, !570, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$13__chaining_lt17h226e02f9bc4dfc27E: %other"}
!573 = !{!569, !564}
!574 = !{!572, !567, !552, !558, !547, !550, !555}
!575 = !{!572, !567}
!576 = !{!569, !564, !552, !558, !547, !550, !555}
!577 = !{!578, !580, !581, !583, !584, !586, !587, !589}
!578 = distinct !{!578, !579, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB6_3cmp3Ord3cmp: %self.0"}
!579 = distinct !{!579, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB6_3cmp3Ord3cmp"}
!580 = distinct !{!580, !579, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB6_3cmp3Ord3cmp: %other.0"}
!581 = distinct !{!581, !582, !"_RNvXs1_NtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB9_3cmp10PartialOrd11partial_cmp: %self.0"}
!582 = distinct !{!582, !"_RNvXs1_NtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB9_3cmp10PartialOrd11partial_cmp"}
!583 = distinct !{!583, !582, !"_RNvXs1_NtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB9_3cmp10PartialOrd11partial_cmp: %other.0"}
!584 = distinct !{!584, !585, !"_ZN4core3cmp21default_chaining_impl17h1894e1ed05bbcd99E: %lhs.0"}
!585 = distinct !{!585, !"_ZN4core3cmp21default_chaining_impl17h1894e1ed05bbcd99E"}
!586 = distinct !{!586, !585, !"_ZN4core3cmp21default_chaining_impl17h1894e1ed05bbcd99E: %rhs.0"}
!587 = distinct !{!587, !588, !"_ZN4core3cmp10PartialOrd13__chaining_lt17hd4ca206eb83c2181E: %self.0"}
!588 = distinct !{!588, !"_ZN4core3cmp10PartialOrd13__chaining_lt17hd4ca206eb83c2181E"}
!589 = distinct !{!589, !588, !"_ZN4core3cmp10PartialOrd13__chaining_lt17hd4ca206eb83c2181E: %other.0"}
!590 = !{!569, !572, !564, !567, !552, !558, !547, !550, !555}
!591 = !{!592}
!592 = distinct !{!592, !593, !"_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt: %self"}
!593 = distinct !{!593, !"_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt"}
!594 = !{!595}
!595 = distinct !{!595, !593, !"_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt: %other"}
!596 = !{!592, !564}
!597 = !{!595, !567, !552, !558, !547, !550, !555}
!598 = !{!595, !567}
!599 = !{!592, !564, !552, !558, !547, !550, !555}
!600 = !{!555, !601}
!601 = distinct !{!601, !556, !"_ZN4core5slice4sort6shared9smallsort8merge_up17h72ac265113065139E: %is_less"}
!602 = !{!603}
!603 = distinct !{!603, !604, !"_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE: argument 0"}
!604 = distinct !{!604, !"_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE"}
!605 = !{!606}
!606 = distinct !{!606, !604, !"_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE: argument 1"}
!607 = !{!608}
!608 = distinct !{!608, !609, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$2lt17hb01cda87bf79c9b4E: %self"}
!609 = distinct !{!609, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$2lt17hb01cda87bf79c9b4E"}
!610 = !{!611}
!611 = distinct !{!611, !612, !"_ZN4core5slice4sort6shared9smallsort10merge_down17hcba5959d5562bc7eE: %_0"}
!612 = distinct !{!612, !"_ZN4core5slice4sort6shared9smallsort10merge_down17hcba5959d5562bc7eE"}
!613 = !{!614}
!614 = distinct !{!614, !609, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$2lt17hb01cda87bf79c9b4E: %other"}
!615 = !{!608, !603}
!616 = !{!614, !606, !611}
!617 = !{!614, !606}
!618 = !{!608, !603, !611}
!619 = !{!620}
!620 = distinct !{!620, !621, !"_ZN4core5tuple65_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$$LP$U$C$T$RP$$GT$2lt17h453b20728ec0799eE: %self"}
!621 = distinct !{!621, !"_ZN4core5tuple65_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$$LP$U$C$T$RP$$GT$2lt17h453b20728ec0799eE"}
!622 = !{!623}
!623 = distinct !{!623, !621, !"_ZN4core5tuple65_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$$LP$U$C$T$RP$$GT$2lt17h453b20728ec0799eE: %other"}
!624 = !{!625}
!625 = distinct !{!625, !626, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$13__chaining_lt17h226e02f9bc4dfc27E: %self"}
!626 = distinct !{!626, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$13__chaining_lt17h226e02f9bc4dfc27E"}
!627 = !{!628}
!628 = distinct !{!628, !626, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$13__chaining_lt17h226e02f9bc4dfc27E: %other"}
!629 = !{!625, !620}
!630 = !{!628, !623, !608, !614, !603, !606, !611}
!631 = !{!628, !623}
!632 = !{!625, !620, !608, !614, !603, !606, !611}
!633 = !{!634, !636, !637, !639, !640, !642, !643, !645}
!634 = distinct !{!634, !635, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB6_3cmp3Ord3cmp: %self.0"}
!635 = distinct !{!635, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB6_3cmp3Ord3cmp"}
!636 = distinct !{!636, !635, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB6_3cmp3Ord3cmp: %other.0"}
!637 = distinct !{!637, !638, !"_RNvXs1_NtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB9_3cmp10PartialOrd11partial_cmp: %self.0"}
!638 = distinct !{!638, !"_RNvXs1_NtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB9_3cmp10PartialOrd11partial_cmp"}
!639 = distinct !{!639, !638, !"_RNvXs1_NtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB9_3cmp10PartialOrd11partial_cmp: %other.0"}
!640 = distinct !{!640, !641, !"_ZN4core3cmp21default_chaining_impl17h1894e1ed05bbcd99E: %lhs.0"}
!641 = distinct !{!641, !"_ZN4core3cmp21default_chaining_impl17h1894e1ed05bbcd99E"}
!642 = distinct !{!642, !641, !"_ZN4core3cmp21default_chaining_impl17h1894e1ed05bbcd99E: %rhs.0"}
!643 = distinct !{!643, !644, !"_ZN4core3cmp10PartialOrd13__chaining_lt17hd4ca206eb83c2181E: %self.0"}
!644 = distinct !{!644, !"_ZN4core3cmp10PartialOrd13__chaining_lt17hd4ca206eb83c2181E"}
!645 = distinct !{!645, !644, !"_ZN4core3cmp10PartialOrd13__chaining_lt17hd4ca206eb83c2181E: %other.0"}
!646 = !{!625, !628, !620, !623, !608, !614, !603, !606, !611}
!647 = !{!648}
!648 = distinct !{!648, !649, !"_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt: %self"}
!649 = distinct !{!649, !"_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt"}
!650 = !{!651}
!651 = distinct !{!651, !649, !"_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt: %other"}
!652 = !{!648, !620}
!653 = !{!651, !623, !608, !614, !603, !606, !611}
!654 = !{!651, !623}
!655 = !{!648, !620, !608, !614, !603, !606, !611}
!656 = !{!611, !657}
!657 = distinct !{!657, !612, !"_ZN4core5slice4sort6shared9smallsort10merge_down17hcba5959d5562bc7eE: %is_less"}
!658 = !{!"branch_weights", i32 4001, i32 4000000}
!659 = !{!"branch_weights", i32 2002, i32 2000}
!660 = !{!661, !663}
!661 = distinct !{!661, !662, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17hc8d3b44ff3d10bb5E: %_0"}
!662 = distinct !{!662, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17hc8d3b44ff3d10bb5E"}
!663 = distinct !{!663, !664, !"_ZN5alloc5slice99_$LT$impl$u20$core..slice..sort..stable..BufGuard$LT$T$GT$$u20$for$u20$alloc..vec..Vec$LT$T$GT$$GT$13with_capacity17hd941a9d0f0941300E: %_0"}
!664 = distinct !{!664, !"_ZN5alloc5slice99_$LT$impl$u20$core..slice..sort..stable..BufGuard$LT$T$GT$$u20$for$u20$alloc..vec..Vec$LT$T$GT$$GT$13with_capacity17hd941a9d0f0941300E"}
!665 = !{!666, !668, !670, !672}
!666 = distinct !{!666, !667, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17hcb6afb88ff7895c5E: %self"}
!667 = distinct !{!667, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17hcb6afb88ff7895c5E"}
!668 = distinct !{!668, !669, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h9295a3b15de978cbE: %self"}
!669 = distinct !{!669, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h9295a3b15de978cbE"}
!670 = distinct !{!670, !671, !"_ZN4core3ptr78drop_in_place$LT$alloc..raw_vec..RawVec$LT$$RF$$LP$$RF$str$C$usize$RP$$GT$$GT$17hd34388e81487aa73E: %_1"}
!671 = distinct !{!671, !"_ZN4core3ptr78drop_in_place$LT$alloc..raw_vec..RawVec$LT$$RF$$LP$$RF$str$C$usize$RP$$GT$$GT$17hd34388e81487aa73E"}
!672 = distinct !{!672, !673, !"_ZN4core3ptr71drop_in_place$LT$alloc..vec..Vec$LT$$RF$$LP$$RF$str$C$usize$RP$$GT$$GT$17h8a2d041680385457E: %_1"}
!673 = distinct !{!673, !"_ZN4core3ptr71drop_in_place$LT$alloc..vec..Vec$LT$$RF$$LP$$RF$str$C$usize$RP$$GT$$GT$17h8a2d041680385457E"}
!674 = !{!675, !677, !679, !681}
!675 = distinct !{!675, !676, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17hcb6afb88ff7895c5E: %self"}
!676 = distinct !{!676, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17hcb6afb88ff7895c5E"}
!677 = distinct !{!677, !678, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h9295a3b15de978cbE: %self"}
!678 = distinct !{!678, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h9295a3b15de978cbE"}
!679 = distinct !{!679, !680, !"_ZN4core3ptr78drop_in_place$LT$alloc..raw_vec..RawVec$LT$$RF$$LP$$RF$str$C$usize$RP$$GT$$GT$17hd34388e81487aa73E: %_1"}
!680 = distinct !{!680, !"_ZN4core3ptr78drop_in_place$LT$alloc..raw_vec..RawVec$LT$$RF$$LP$$RF$str$C$usize$RP$$GT$$GT$17hd34388e81487aa73E"}
!681 = distinct !{!681, !682, !"_ZN4core3ptr71drop_in_place$LT$alloc..vec..Vec$LT$$RF$$LP$$RF$str$C$usize$RP$$GT$$GT$17h8a2d041680385457E: %_1"}
!682 = distinct !{!682, !"_ZN4core3ptr71drop_in_place$LT$alloc..vec..Vec$LT$$RF$$LP$$RF$str$C$usize$RP$$GT$$GT$17h8a2d041680385457E"}
!683 = !{!684}
!684 = distinct !{!684, !685, !"_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE: argument 0"}
!685 = distinct !{!685, !"_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE"}
!686 = !{!687}
!687 = distinct !{!687, !685, !"_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE: argument 1"}
!688 = !{!689}
!689 = distinct !{!689, !690, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$2lt17hb01cda87bf79c9b4E: %self"}
!690 = distinct !{!690, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$2lt17hb01cda87bf79c9b4E"}
!691 = !{!692}
!692 = distinct !{!692, !693, !"_ZN4core5slice4sort6stable5drift10create_run17he8e2f4605f5d1dd6E: %scratch.0"}
!693 = distinct !{!693, !"_ZN4core5slice4sort6stable5drift10create_run17he8e2f4605f5d1dd6E"}
!694 = !{!695}
!695 = distinct !{!695, !690, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$2lt17hb01cda87bf79c9b4E: %other"}
!696 = !{!689, !684}
!697 = !{!695, !687, !692}
!698 = !{!695, !687}
!699 = !{!689, !684, !692}
!700 = !{!701}
!701 = distinct !{!701, !702, !"_ZN4core5tuple65_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$$LP$U$C$T$RP$$GT$2lt17h453b20728ec0799eE: %self"}
!702 = distinct !{!702, !"_ZN4core5tuple65_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$$LP$U$C$T$RP$$GT$2lt17h453b20728ec0799eE"}
!703 = !{!704}
!704 = distinct !{!704, !702, !"_ZN4core5tuple65_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$$LP$U$C$T$RP$$GT$2lt17h453b20728ec0799eE: %other"}
!705 = !{!706}
!706 = distinct !{!706, !707, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$13__chaining_lt17h226e02f9bc4dfc27E: %self"}
!707 = distinct !{!707, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$13__chaining_lt17h226e02f9bc4dfc27E"}
!708 = !{!709}
!709 = distinct !{!709, !707, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$13__chaining_lt17h226e02f9bc4dfc27E: %other"}
!710 = !{!706, !701}
!711 = !{!709, !704, !689, !695, !684, !687, !692}
!712 = !{!709, !704}
!713 = !{!706, !701, !689, !695, !684, !687, !692}
!714 = !{!715, !717, !718, !720, !721, !723, !724, !726}
!715 = distinct !{!715, !716, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB6_3cmp3Ord3cmp: %self.0"}
!716 = distinct !{!716, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB6_3cmp3Ord3cmp"}
!717 = distinct !{!717, !716, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB6_3cmp3Ord3cmp: %other.0"}
!718 = distinct !{!718, !719, !"_RNvXs1_NtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB9_3cmp10PartialOrd11partial_cmp: %self.0"}
!719 = distinct !{!719, !"_RNvXs1_NtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB9_3cmp10PartialOrd11partial_cmp"}
!720 = distinct !{!720, !719, !"_RNvXs1_NtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB9_3cmp10PartialOrd11partial_cmp: %other.0"}
!721 = distinct !{!721, !722, !"_ZN4core3cmp21default_chaining_impl17h1894e1ed05bbcd99E: %lhs.0"}
!722 = distinct !{!722, !"_ZN4core3cmp21default_chaining_impl17h1894e1ed05bbcd99E"}
!723 = distinct !{!723, !722, !"_ZN4core3cmp21default_chaining_impl17h1894e1ed05bbcd99E: %rhs.0"}
!724 = distinct !{!724, !725, !"_ZN4core3cmp10PartialOrd13__chaining_lt17hd4ca206eb83c2181E: %self.0"}
!725 = distinct !{!725, !"_ZN4core3cmp10PartialOrd13__chaining_lt17hd4ca206eb83c2181E"}
!726 = distinct !{!726, !725, !"_ZN4core3cmp10PartialOrd13__chaining_lt17hd4ca206eb83c2181E: %other.0"}
!727 = !{!706, !709, !701, !704, !689, !695, !684, !687, !692}
!728 = !{!729}
!729 = distinct !{!729, !730, !"_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt: %self"}
!730 = distinct !{!730, !"_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt"}
!731 = !{!732}
!732 = distinct !{!732, !730, !"_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt: %other"}
!733 = !{!729, !701}
!734 = !{!732, !704, !689, !695, !684, !687, !692}
!735 = !{!732, !704}
!736 = !{!729, !701, !689, !695, !684, !687, !692}
!737 = !{!738}
!738 = distinct !{!738, !739, !"_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE: argument 0"}
!739 = distinct !{!739, !"_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE"}
!740 = !{!741}
!741 = distinct !{!741, !742, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$2lt17hb01cda87bf79c9b4E: %self"}
!742 = distinct !{!742, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$2lt17hb01cda87bf79c9b4E"}
!743 = !{!741, !738}
!744 = !{!745, !746, !692}
!745 = distinct !{!745, !742, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$2lt17hb01cda87bf79c9b4E: %other"}
!746 = distinct !{!746, !739, !"_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE: argument 1"}
!747 = !{!748}
!748 = distinct !{!748, !749, !"_ZN4core5tuple65_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$$LP$U$C$T$RP$$GT$2lt17h453b20728ec0799eE: %self"}
!749 = distinct !{!749, !"_ZN4core5tuple65_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$$LP$U$C$T$RP$$GT$2lt17h453b20728ec0799eE"}
!750 = !{!751}
!751 = distinct !{!751, !749, !"_ZN4core5tuple65_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$$LP$U$C$T$RP$$GT$2lt17h453b20728ec0799eE: %other"}
!752 = !{!753}
!753 = distinct !{!753, !754, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$13__chaining_lt17h226e02f9bc4dfc27E: %self"}
!754 = distinct !{!754, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$13__chaining_lt17h226e02f9bc4dfc27E"}
!755 = !{!753, !748}
!756 = !{!757, !751, !741, !745, !738, !746, !692}
!757 = distinct !{!757, !754, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$13__chaining_lt17h226e02f9bc4dfc27E: %other"}
!758 = !{!759, !761, !762, !764, !765, !767, !768, !770}
!759 = distinct !{!759, !760, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB6_3cmp3Ord3cmp: %self.0"}
!760 = distinct !{!760, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB6_3cmp3Ord3cmp"}
!761 = distinct !{!761, !760, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB6_3cmp3Ord3cmp: %other.0"}
!762 = distinct !{!762, !763, !"_RNvXs1_NtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB9_3cmp10PartialOrd11partial_cmp: %self.0"}
!763 = distinct !{!763, !"_RNvXs1_NtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB9_3cmp10PartialOrd11partial_cmp"}
!764 = distinct !{!764, !763, !"_RNvXs1_NtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB9_3cmp10PartialOrd11partial_cmp: %other.0"}
!765 = distinct !{!765, !766, !"_ZN4core3cmp21default_chaining_impl17h1894e1ed05bbcd99E: %lhs.0"}
!766 = distinct !{!766, !"_ZN4core3cmp21default_chaining_impl17h1894e1ed05bbcd99E"}
!767 = distinct !{!767, !766, !"_ZN4core3cmp21default_chaining_impl17h1894e1ed05bbcd99E: %rhs.0"}
!768 = distinct !{!768, !769, !"_ZN4core3cmp10PartialOrd13__chaining_lt17hd4ca206eb83c2181E: %self.0"}
!769 = distinct !{!769, !"_ZN4core3cmp10PartialOrd13__chaining_lt17hd4ca206eb83c2181E"}
!770 = distinct !{!770, !769, !"_ZN4core3cmp10PartialOrd13__chaining_lt17hd4ca206eb83c2181E: %other.0"}
!771 = !{!753, !757, !748, !751, !741, !745, !738, !746, !692}
!772 = !{!773}
!773 = distinct !{!773, !774, !"_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt: %self"}
!774 = distinct !{!774, !"_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt"}
!775 = !{!776}
!776 = distinct !{!776, !774, !"_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt: %other"}
!777 = !{!773, !748}
!778 = !{!776, !751, !741, !745, !738, !746, !692}
!779 = !{!776, !751}
!780 = !{!773, !748, !741, !745, !738, !746, !692}
!781 = !{!782}
!782 = distinct !{!782, !783, !"_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE: argument 0"}
!783 = distinct !{!783, !"_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE"}
!784 = !{!785}
!785 = distinct !{!785, !786, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$2lt17hb01cda87bf79c9b4E: %self"}
!786 = distinct !{!786, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$2lt17hb01cda87bf79c9b4E"}
!787 = !{!785, !782}
!788 = !{!789, !790, !692}
!789 = distinct !{!789, !786, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$2lt17hb01cda87bf79c9b4E: %other"}
!790 = distinct !{!790, !783, !"_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE: argument 1"}
!791 = !{!792}
!792 = distinct !{!792, !793, !"_ZN4core5tuple65_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$$LP$U$C$T$RP$$GT$2lt17h453b20728ec0799eE: %self"}
!793 = distinct !{!793, !"_ZN4core5tuple65_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$$LP$U$C$T$RP$$GT$2lt17h453b20728ec0799eE"}
!794 = !{!795}
!795 = distinct !{!795, !793, !"_ZN4core5tuple65_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$$LP$U$C$T$RP$$GT$2lt17h453b20728ec0799eE: %other"}
!796 = !{!797}
!797 = distinct !{!797, !798, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$13__chaining_lt17h226e02f9bc4dfc27E: %self"}
!798 = distinct !{!798, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$13__chaining_lt17h226e02f9bc4dfc27E"}
!799 = !{!797, !792}
!800 = !{!801, !795, !785, !789, !782, !790, !692}
!801 = distinct !{!801, !798, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$13__chaining_lt17h226e02f9bc4dfc27E: %other"}
!802 = !{!803, !805, !806, !808, !809, !811, !812, !814}
!803 = distinct !{!803, !804, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB6_3cmp3Ord3cmp: %self.0"}
!804 = distinct !{!804, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB6_3cmp3Ord3cmp"}
!805 = distinct !{!805, !804, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB6_3cmp3Ord3cmp: %other.0"}
!806 = distinct !{!806, !807, !"_RNvXs1_NtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB9_3cmp10PartialOrd11partial_cmp: %self.0"}
!807 = distinct !{!807, !"_RNvXs1_NtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB9_3cmp10PartialOrd11partial_cmp"}
!808 = distinct !{!808, !807, !"_RNvXs1_NtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB9_3cmp10PartialOrd11partial_cmp: %other.0"}
!809 = distinct !{!809, !810, !"_ZN4core3cmp21default_chaining_impl17h1894e1ed05bbcd99E: %lhs.0"}
!810 = distinct !{!810, !"_ZN4core3cmp21default_chaining_impl17h1894e1ed05bbcd99E"}
!811 = distinct !{!811, !810, !"_ZN4core3cmp21default_chaining_impl17h1894e1ed05bbcd99E: %rhs.0"}
!812 = distinct !{!812, !813, !"_ZN4core3cmp10PartialOrd13__chaining_lt17hd4ca206eb83c2181E: %self.0"}
!813 = distinct !{!813, !"_ZN4core3cmp10PartialOrd13__chaining_lt17hd4ca206eb83c2181E"}
!814 = distinct !{!814, !813, !"_ZN4core3cmp10PartialOrd13__chaining_lt17hd4ca206eb83c2181E: %other.0"}
!815 = !{!797, !801, !792, !795, !785, !789, !782, !790, !692}
!816 = !{!817}
!817 = distinct !{!817, !818, !"_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt: %self"}
!818 = distinct !{!818, !"_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt"}
!819 = !{!820}
!820 = distinct !{!820, !818, !"_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt: %other"}
!821 = !{!817, !792}
!822 = !{!820, !795, !785, !789, !782, !790, !692}
!823 = !{!820, !795}
!824 = !{!817, !792, !785, !789, !782, !790, !692}
!825 = !{!826}
!826 = distinct !{!826, !827, !"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7reverse7revswap17h1b9e126ddd5914c4E: %a.0"}
!827 = distinct !{!827, !"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7reverse7revswap17h1b9e126ddd5914c4E"}
!828 = !{!692, !829}
!829 = distinct !{!829, !693, !"_ZN4core5slice4sort6stable5drift10create_run17he8e2f4605f5d1dd6E: %is_less"}
!830 = !{!831}
!831 = distinct !{!831, !827, !"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7reverse7revswap17h1b9e126ddd5914c4E: %b.0"}
!832 = !{!826, !833}
!833 = distinct !{!833, !834, !"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7reverse17hed43c8c146f56470E: %self.0"}
!834 = distinct !{!834, !"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7reverse17hed43c8c146f56470E"}
!835 = !{!831, !692, !829}
!836 = !{!831, !833}
!837 = !{!826, !692, !829}
!838 = distinct !{!838, !839, !840}
!839 = !{!"llvm.loop.isvectorized", i32 1}
!840 = !{!"llvm.loop.unroll.runtime.disable"}
!841 = distinct !{!841, !840, !839}
!842 = !{!843}
!843 = distinct !{!843, !844, !"_ZN4core5slice4sort6stable5merge5merge17h72b7146b43f137afE: %v.0"}
!844 = distinct !{!844, !"_ZN4core5slice4sort6stable5merge5merge17h72b7146b43f137afE"}
!845 = !{!846}
!846 = distinct !{!846, !844, !"_ZN4core5slice4sort6stable5merge5merge17h72b7146b43f137afE: %scratch.0"}
!847 = !{!843, !846}
!848 = !{!849}
!849 = distinct !{!849, !850, !"_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE: argument 0"}
!850 = distinct !{!850, !"_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE"}
!851 = !{!852}
!852 = distinct !{!852, !850, !"_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE: argument 1"}
!853 = !{!854}
!854 = distinct !{!854, !855, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$2lt17hb01cda87bf79c9b4E: %self"}
!855 = distinct !{!855, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$2lt17hb01cda87bf79c9b4E"}
!856 = !{!857}
!857 = distinct !{!857, !855, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$2lt17hb01cda87bf79c9b4E: %other"}
!858 = !{!854, !849, !846}
!859 = !{!857, !852, !860, !843}
!860 = distinct !{!860, !861, !"_ZN4core5slice4sort6stable5merge19MergeState$LT$T$GT$10merge_down17h74c31fc6b0842419E: %self"}
!861 = distinct !{!861, !"_ZN4core5slice4sort6stable5merge19MergeState$LT$T$GT$10merge_down17h74c31fc6b0842419E"}
!862 = !{!857, !852, !843}
!863 = !{!854, !849, !860, !846}
!864 = !{!865}
!865 = distinct !{!865, !866, !"_ZN4core5tuple65_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$$LP$U$C$T$RP$$GT$2lt17h453b20728ec0799eE: %self"}
!866 = distinct !{!866, !"_ZN4core5tuple65_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$$LP$U$C$T$RP$$GT$2lt17h453b20728ec0799eE"}
!867 = !{!868}
!868 = distinct !{!868, !866, !"_ZN4core5tuple65_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$$LP$U$C$T$RP$$GT$2lt17h453b20728ec0799eE: %other"}
!869 = !{!870}
!870 = distinct !{!870, !871, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$13__chaining_lt17h226e02f9bc4dfc27E: %self"}
!871 = distinct !{!871, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$13__chaining_lt17h226e02f9bc4dfc27E"}
!872 = !{!873}
!873 = distinct !{!873, !871, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$13__chaining_lt17h226e02f9bc4dfc27E: %other"}
!874 = !{!870, !865}
!875 = !{!873, !868, !854, !857, !849, !852, !860, !843, !846}
!876 = !{!873, !868}
!877 = !{!870, !865, !854, !857, !849, !852, !860, !843, !846}
!878 = !{!879, !881, !882, !884, !885, !887, !888, !890}
!879 = distinct !{!879, !880, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB6_3cmp3Ord3cmp: %self.0"}
!880 = distinct !{!880, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB6_3cmp3Ord3cmp"}
!881 = distinct !{!881, !880, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB6_3cmp3Ord3cmp: %other.0"}
!882 = distinct !{!882, !883, !"_RNvXs1_NtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB9_3cmp10PartialOrd11partial_cmp: %self.0"}
!883 = distinct !{!883, !"_RNvXs1_NtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB9_3cmp10PartialOrd11partial_cmp"}
!884 = distinct !{!884, !883, !"_RNvXs1_NtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB9_3cmp10PartialOrd11partial_cmp: %other.0"}
!885 = distinct !{!885, !886, !"_ZN4core3cmp21default_chaining_impl17h1894e1ed05bbcd99E: %lhs.0"}
!886 = distinct !{!886, !"_ZN4core3cmp21default_chaining_impl17h1894e1ed05bbcd99E"}
!887 = distinct !{!887, !886, !"_ZN4core3cmp21default_chaining_impl17h1894e1ed05bbcd99E: %rhs.0"}
!888 = distinct !{!888, !889, !"_ZN4core3cmp10PartialOrd13__chaining_lt17hd4ca206eb83c2181E: %self.0"}
!889 = distinct !{!889, !"_ZN4core3cmp10PartialOrd13__chaining_lt17hd4ca206eb83c2181E"}
!890 = distinct !{!890, !889, !"_ZN4core3cmp10PartialOrd13__chaining_lt17hd4ca206eb83c2181E: %other.0"}
!891 = !{!870, !873, !865, !868, !854, !857, !849, !852, !860, !843, !846}
!892 = !{!893}
!893 = distinct !{!893, !894, !"_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt: %self"}
!894 = distinct !{!894, !"_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt"}
!895 = !{!896}
!896 = distinct !{!896, !894, !"_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt: %other"}
!897 = !{!893, !865}
!898 = !{!896, !868, !854, !857, !849, !852, !860, !843, !846}
!899 = !{!896, !868}
!900 = !{!893, !865, !854, !857, !849, !852, !860, !843, !846}
!901 = !{!860}
!902 = !{!860, !846}
!903 = !{!904}
!904 = distinct !{!904, !905, !"_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE: argument 0"}
!905 = distinct !{!905, !"_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE"}
!906 = !{!907}
!907 = distinct !{!907, !905, !"_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE: argument 1"}
!908 = !{!909}
!909 = distinct !{!909, !910, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$2lt17hb01cda87bf79c9b4E: %self"}
!910 = distinct !{!910, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$2lt17hb01cda87bf79c9b4E"}
!911 = !{!912}
!912 = distinct !{!912, !910, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$2lt17hb01cda87bf79c9b4E: %other"}
!913 = !{!909, !904, !843}
!914 = !{!912, !907, !915, !846}
!915 = distinct !{!915, !916, !"_ZN4core5slice4sort6stable5merge19MergeState$LT$T$GT$8merge_up17hfb880dfa45ed8026E: %self"}
!916 = distinct !{!916, !"_ZN4core5slice4sort6stable5merge19MergeState$LT$T$GT$8merge_up17hfb880dfa45ed8026E"}
!917 = !{!912, !907, !846}
!918 = !{!909, !904, !915, !843}
!919 = !{!920}
!920 = distinct !{!920, !921, !"_ZN4core5tuple65_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$$LP$U$C$T$RP$$GT$2lt17h453b20728ec0799eE: %self"}
!921 = distinct !{!921, !"_ZN4core5tuple65_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$$LP$U$C$T$RP$$GT$2lt17h453b20728ec0799eE"}
!922 = !{!923}
!923 = distinct !{!923, !921, !"_ZN4core5tuple65_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$$LP$U$C$T$RP$$GT$2lt17h453b20728ec0799eE: %other"}
!924 = !{!925}
!925 = distinct !{!925, !926, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$13__chaining_lt17h226e02f9bc4dfc27E: %self"}
!926 = distinct !{!926, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$13__chaining_lt17h226e02f9bc4dfc27E"}
!927 = !{!928}
!928 = distinct !{!928, !926, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$13__chaining_lt17h226e02f9bc4dfc27E: %other"}
!929 = !{!925, !920}
!930 = !{!928, !923, !909, !912, !904, !907, !915, !843, !846}
!931 = !{!928, !923}
!932 = !{!925, !920, !909, !912, !904, !907, !915, !843, !846}
!933 = !{!934, !936, !937, !939, !940, !942, !943, !945}
!934 = distinct !{!934, !935, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB6_3cmp3Ord3cmp: %self.0"}
!935 = distinct !{!935, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB6_3cmp3Ord3cmp"}
!936 = distinct !{!936, !935, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB6_3cmp3Ord3cmp: %other.0"}
!937 = distinct !{!937, !938, !"_RNvXs1_NtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB9_3cmp10PartialOrd11partial_cmp: %self.0"}
!938 = distinct !{!938, !"_RNvXs1_NtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB9_3cmp10PartialOrd11partial_cmp"}
!939 = distinct !{!939, !938, !"_RNvXs1_NtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB9_3cmp10PartialOrd11partial_cmp: %other.0"}
!940 = distinct !{!940, !941, !"_ZN4core3cmp21default_chaining_impl17h1894e1ed05bbcd99E: %lhs.0"}
!941 = distinct !{!941, !"_ZN4core3cmp21default_chaining_impl17h1894e1ed05bbcd99E"}
!942 = distinct !{!942, !941, !"_ZN4core3cmp21default_chaining_impl17h1894e1ed05bbcd99E: %rhs.0"}
!943 = distinct !{!943, !944, !"_ZN4core3cmp10PartialOrd13__chaining_lt17hd4ca206eb83c2181E: %self.0"}
!944 = distinct !{!944, !"_ZN4core3cmp10PartialOrd13__chaining_lt17hd4ca206eb83c2181E"}
!945 = distinct !{!945, !944, !"_ZN4core3cmp10PartialOrd13__chaining_lt17hd4ca206eb83c2181E: %other.0"}
!946 = !{!925, !928, !920, !923, !909, !912, !904, !907, !915, !843, !846}
!947 = !{!948}
!948 = distinct !{!948, !949, !"_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt: %self"}
!949 = distinct !{!949, !"_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt"}
!950 = !{!951}
!951 = distinct !{!951, !949, !"_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt: %other"}
!952 = !{!948, !920}
!953 = !{!951, !923, !909, !912, !904, !907, !915, !843, !846}
!954 = !{!951, !923}
!955 = !{!948, !920, !909, !912, !904, !907, !915, !843, !846}
!956 = !{!915}
!957 = !{!915, !846}
!958 = !{!959, !961}
!959 = distinct !{!959, !960, !"_ZN95_$LT$core..slice..sort..stable..merge..MergeState$LT$T$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hb6a9bbe637c3654fE: %self"}
!960 = distinct !{!960, !"_ZN95_$LT$core..slice..sort..stable..merge..MergeState$LT$T$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hb6a9bbe637c3654fE"}
!961 = distinct !{!961, !962, !"_ZN4core3ptr100drop_in_place$LT$core..slice..sort..stable..merge..MergeState$LT$$RF$$LP$$RF$str$C$usize$RP$$GT$$GT$17he661844439ed510eE: %_1"}
!962 = distinct !{!962, !"_ZN4core3ptr100drop_in_place$LT$core..slice..sort..stable..merge..MergeState$LT$$RF$$LP$$RF$str$C$usize$RP$$GT$$GT$17he661844439ed510eE"}
!963 = !{!964}
!964 = distinct !{!964, !965, !"_ZN4core5slice4sort6shared9smallsort31small_sort_general_with_scratch17h331b613d6e58c8dcE: %v.0"}
!965 = distinct !{!965, !"_ZN4core5slice4sort6shared9smallsort31small_sort_general_with_scratch17h331b613d6e58c8dcE"}
!966 = !{!967}
!967 = distinct !{!967, !965, !"_ZN4core5slice4sort6shared9smallsort31small_sort_general_with_scratch17h331b613d6e58c8dcE: %scratch.0"}
!968 = !{!967, !969}
!969 = distinct !{!969, !965, !"_ZN4core5slice4sort6shared9smallsort31small_sort_general_with_scratch17h331b613d6e58c8dcE: %is_less"}
!970 = !{!964, !969}
!971 = !{!964, !967}
!972 = !{!973, !975, !969}
!973 = distinct !{!973, !974, !"_ZN99_$LT$core..slice..sort..shared..smallsort..CopyOnDrop$LT$T$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hd49dd0b7a1c67166E: %self"}
!974 = distinct !{!974, !"_ZN99_$LT$core..slice..sort..shared..smallsort..CopyOnDrop$LT$T$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hd49dd0b7a1c67166E"}
!975 = distinct !{!975, !976, !"_ZN4core3ptr104drop_in_place$LT$core..slice..sort..shared..smallsort..CopyOnDrop$LT$$RF$$LP$$RF$str$C$usize$RP$$GT$$GT$17hdbe9087df536ea1cE: %_1"}
!976 = distinct !{!976, !"_ZN4core3ptr104drop_in_place$LT$core..slice..sort..shared..smallsort..CopyOnDrop$LT$$RF$$LP$$RF$str$C$usize$RP$$GT$$GT$17hdbe9087df536ea1cE"}
!977 = !{!978}
!978 = distinct !{!978, !979, !"_ZN4core5slice4sort6shared5pivot12choose_pivot17h58342ad2f9023529E: %v.0"}
!979 = distinct !{!979, !"_ZN4core5slice4sort6shared5pivot12choose_pivot17h58342ad2f9023529E"}
!980 = !{!981}
!981 = distinct !{!981, !982, !"_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE: argument 0"}
!982 = distinct !{!982, !"_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE"}
!983 = !{!984}
!984 = distinct !{!984, !982, !"_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE: argument 1"}
!985 = !{!986}
!986 = distinct !{!986, !987, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$2lt17hb01cda87bf79c9b4E: %self"}
!987 = distinct !{!987, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$2lt17hb01cda87bf79c9b4E"}
!988 = !{!989}
!989 = distinct !{!989, !990, !"_ZN4core5slice4sort6shared5pivot7median317h1c88b4a4cff6d65aE: %c"}
!990 = distinct !{!990, !"_ZN4core5slice4sort6shared5pivot7median317h1c88b4a4cff6d65aE"}
!991 = !{!992}
!992 = distinct !{!992, !987, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$2lt17hb01cda87bf79c9b4E: %other"}
!993 = !{!986, !981, !978}
!994 = !{!992, !984, !989, !995}
!995 = distinct !{!995, !979, !"_ZN4core5slice4sort6shared5pivot12choose_pivot17h58342ad2f9023529E: %is_less"}
!996 = !{!992, !984, !978}
!997 = !{!986, !981, !989, !995}
!998 = !{!999}
!999 = distinct !{!999, !1000, !"_ZN4core5tuple65_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$$LP$U$C$T$RP$$GT$2lt17h453b20728ec0799eE: %self"}
!1000 = distinct !{!1000, !"_ZN4core5tuple65_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$$LP$U$C$T$RP$$GT$2lt17h453b20728ec0799eE"}
!1001 = !{!1002}
!1002 = distinct !{!1002, !1000, !"_ZN4core5tuple65_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$$LP$U$C$T$RP$$GT$2lt17h453b20728ec0799eE: %other"}
!1003 = !{!1004}
!1004 = distinct !{!1004, !1005, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$13__chaining_lt17h226e02f9bc4dfc27E: %self"}
!1005 = distinct !{!1005, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$13__chaining_lt17h226e02f9bc4dfc27E"}
!1006 = !{!1007}
!1007 = distinct !{!1007, !1005, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$13__chaining_lt17h226e02f9bc4dfc27E: %other"}
!1008 = !{!1004, !999}
!1009 = !{!1007, !1002, !986, !992, !981, !984, !989, !978, !995}
!1010 = !{!1007, !1002}
!1011 = !{!1004, !999, !986, !992, !981, !984, !989, !978, !995}
!1012 = !{!1013, !1015, !1016, !1018, !1019, !1021, !1022, !1024}
!1013 = distinct !{!1013, !1014, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB6_3cmp3Ord3cmp: %self.0"}
!1014 = distinct !{!1014, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB6_3cmp3Ord3cmp"}
!1015 = distinct !{!1015, !1014, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB6_3cmp3Ord3cmp: %other.0"}
!1016 = distinct !{!1016, !1017, !"_RNvXs1_NtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB9_3cmp10PartialOrd11partial_cmp: %self.0"}
!1017 = distinct !{!1017, !"_RNvXs1_NtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB9_3cmp10PartialOrd11partial_cmp"}
!1018 = distinct !{!1018, !1017, !"_RNvXs1_NtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB9_3cmp10PartialOrd11partial_cmp: %other.0"}
!1019 = distinct !{!1019, !1020, !"_ZN4core3cmp21default_chaining_impl17h1894e1ed05bbcd99E: %lhs.0"}
!1020 = distinct !{!1020, !"_ZN4core3cmp21default_chaining_impl17h1894e1ed05bbcd99E"}
!1021 = distinct !{!1021, !1020, !"_ZN4core3cmp21default_chaining_impl17h1894e1ed05bbcd99E: %rhs.0"}
!1022 = distinct !{!1022, !1023, !"_ZN4core3cmp10PartialOrd13__chaining_lt17hd4ca206eb83c2181E: %self.0"}
!1023 = distinct !{!1023, !"_ZN4core3cmp10PartialOrd13__chaining_lt17hd4ca206eb83c2181E"}
!1024 = distinct !{!1024, !1023, !"_ZN4core3cmp10PartialOrd13__chaining_lt17hd4ca206eb83c2181E: %other.0"}
!1025 = !{!1004, !1007, !999, !1002, !986, !992, !981, !984, !989, !978, !995}
!1026 = !{!1027}
!1027 = distinct !{!1027, !1028, !"_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt: %self"}
!1028 = distinct !{!1028, !"_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt"}
!1029 = !{!1030}
!1030 = distinct !{!1030, !1028, !"_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt: %other"}
!1031 = !{!1027, !999}
!1032 = !{!1030, !1002, !986, !992, !981, !984, !989, !978, !995}
!1033 = !{!1030, !1002}
!1034 = !{!1027, !999, !986, !992, !981, !984, !989, !978, !995}
!1035 = !{!1036}
!1036 = distinct !{!1036, !1037, !"_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE: argument 1"}
!1037 = distinct !{!1037, !"_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE"}
!1038 = !{!1039}
!1039 = distinct !{!1039, !1040, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$2lt17hb01cda87bf79c9b4E: %other"}
!1040 = distinct !{!1040, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$2lt17hb01cda87bf79c9b4E"}
!1041 = !{!1039, !1036, !978}
!1042 = !{!1043, !1044, !995}
!1043 = distinct !{!1043, !1040, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$2lt17hb01cda87bf79c9b4E: %self"}
!1044 = distinct !{!1044, !1037, !"_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE: argument 0"}
!1045 = !{!1046}
!1046 = distinct !{!1046, !1047, !"_ZN4core5tuple65_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$$LP$U$C$T$RP$$GT$2lt17h453b20728ec0799eE: %self"}
!1047 = distinct !{!1047, !"_ZN4core5tuple65_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$$LP$U$C$T$RP$$GT$2lt17h453b20728ec0799eE"}
!1048 = !{!1049}
!1049 = distinct !{!1049, !1047, !"_ZN4core5tuple65_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$$LP$U$C$T$RP$$GT$2lt17h453b20728ec0799eE: %other"}
!1050 = !{!1051}
!1051 = distinct !{!1051, !1052, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$13__chaining_lt17h226e02f9bc4dfc27E: %other"}
!1052 = distinct !{!1052, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$13__chaining_lt17h226e02f9bc4dfc27E"}
!1053 = !{!1051, !1049}
!1054 = !{!1055, !1046, !1043, !1039, !1044, !1036, !978, !995}
!1055 = distinct !{!1055, !1052, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$13__chaining_lt17h226e02f9bc4dfc27E: %self"}
!1056 = !{!1057, !1059, !1060, !1062, !1063, !1065, !1066, !1068}
!1057 = distinct !{!1057, !1058, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB6_3cmp3Ord3cmp: %self.0"}
!1058 = distinct !{!1058, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB6_3cmp3Ord3cmp"}
!1059 = distinct !{!1059, !1058, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB6_3cmp3Ord3cmp: %other.0"}
!1060 = distinct !{!1060, !1061, !"_RNvXs1_NtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB9_3cmp10PartialOrd11partial_cmp: %self.0"}
!1061 = distinct !{!1061, !"_RNvXs1_NtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB9_3cmp10PartialOrd11partial_cmp"}
!1062 = distinct !{!1062, !1061, !"_RNvXs1_NtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB9_3cmp10PartialOrd11partial_cmp: %other.0"}
!1063 = distinct !{!1063, !1064, !"_ZN4core3cmp21default_chaining_impl17h1894e1ed05bbcd99E: %lhs.0"}
!1064 = distinct !{!1064, !"_ZN4core3cmp21default_chaining_impl17h1894e1ed05bbcd99E"}
!1065 = distinct !{!1065, !1064, !"_ZN4core3cmp21default_chaining_impl17h1894e1ed05bbcd99E: %rhs.0"}
!1066 = distinct !{!1066, !1067, !"_ZN4core3cmp10PartialOrd13__chaining_lt17hd4ca206eb83c2181E: %self.0"}
!1067 = distinct !{!1067, !"_ZN4core3cmp10PartialOrd13__chaining_lt17hd4ca206eb83c2181E"}
!1068 = distinct !{!1068, !1067, !"_ZN4core3cmp10PartialOrd13__chaining_lt17hd4ca206eb83c2181E: %other.0"}
!1069 = !{!1055, !1051, !1046, !1049, !1043, !1039, !1044, !1036, !978, !995}
!1070 = !{!1071}
!1071 = distinct !{!1071, !1072, !"_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt: %self"}
!1072 = distinct !{!1072, !"_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt"}
!1073 = !{!1074}
!1074 = distinct !{!1074, !1072, !"_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt: %other"}
!1075 = !{!1071, !1046}
!1076 = !{!1074, !1049, !1043, !1039, !1044, !1036, !978, !995}
!1077 = !{!1074, !1049}
!1078 = !{!1071, !1046, !1043, !1039, !1044, !1036, !978, !995}
!1079 = !{!1080}
!1080 = distinct !{!1080, !1081, !"_ZN4core5tuple65_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$$LP$U$C$T$RP$$GT$2lt17h453b20728ec0799eE: %self"}
!1081 = distinct !{!1081, !"_ZN4core5tuple65_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$$LP$U$C$T$RP$$GT$2lt17h453b20728ec0799eE"}
!1082 = !{!1083}
!1083 = distinct !{!1083, !1081, !"_ZN4core5tuple65_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$$LP$U$C$T$RP$$GT$2lt17h453b20728ec0799eE: %other"}
!1084 = !{!1085, !1087, !1088, !1090, !1091, !1093, !1094, !1096}
!1085 = distinct !{!1085, !1086, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB6_3cmp3Ord3cmp: %self.0"}
!1086 = distinct !{!1086, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB6_3cmp3Ord3cmp"}
!1087 = distinct !{!1087, !1086, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB6_3cmp3Ord3cmp: %other.0"}
!1088 = distinct !{!1088, !1089, !"_RNvXs1_NtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB9_3cmp10PartialOrd11partial_cmp: %self.0"}
!1089 = distinct !{!1089, !"_RNvXs1_NtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB9_3cmp10PartialOrd11partial_cmp"}
!1090 = distinct !{!1090, !1089, !"_RNvXs1_NtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB9_3cmp10PartialOrd11partial_cmp: %other.0"}
!1091 = distinct !{!1091, !1092, !"_ZN4core3cmp21default_chaining_impl17h1894e1ed05bbcd99E: %lhs.0"}
!1092 = distinct !{!1092, !"_ZN4core3cmp21default_chaining_impl17h1894e1ed05bbcd99E"}
!1093 = distinct !{!1093, !1092, !"_ZN4core3cmp21default_chaining_impl17h1894e1ed05bbcd99E: %rhs.0"}
!1094 = distinct !{!1094, !1095, !"_ZN4core3cmp10PartialOrd13__chaining_lt17hd4ca206eb83c2181E: %self.0"}
!1095 = distinct !{!1095, !"_ZN4core3cmp10PartialOrd13__chaining_lt17hd4ca206eb83c2181E"}
!1096 = distinct !{!1096, !1095, !"_ZN4core3cmp10PartialOrd13__chaining_lt17hd4ca206eb83c2181E: %other.0"}
!1097 = !{!1098, !1100, !1080, !1083, !1101, !1103, !1104, !1106, !978, !995}
!1098 = distinct !{!1098, !1099, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$13__chaining_lt17h226e02f9bc4dfc27E: %self"}
!1099 = distinct !{!1099, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$13__chaining_lt17h226e02f9bc4dfc27E"}
!1100 = distinct !{!1100, !1099, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$13__chaining_lt17h226e02f9bc4dfc27E: %other"}
!1101 = distinct !{!1101, !1102, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$2lt17hb01cda87bf79c9b4E: %self"}
!1102 = distinct !{!1102, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$2lt17hb01cda87bf79c9b4E"}
!1103 = distinct !{!1103, !1102, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$2lt17hb01cda87bf79c9b4E: %other"}
!1104 = distinct !{!1104, !1105, !"_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE: argument 0"}
!1105 = distinct !{!1105, !"_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE"}
!1106 = distinct !{!1106, !1105, !"_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE: argument 1"}
!1107 = !{!1108}
!1108 = distinct !{!1108, !1109, !"_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt: %self"}
!1109 = distinct !{!1109, !"_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt"}
!1110 = !{!1111}
!1111 = distinct !{!1111, !1109, !"_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt: %other"}
!1112 = !{!1108, !1080}
!1113 = !{!1111, !1083, !1101, !1103, !1104, !1106, !978, !995}
!1114 = !{!1111, !1083}
!1115 = !{!1108, !1080, !1101, !1103, !1104, !1106, !978, !995}
!1116 = !{!1117}
!1117 = distinct !{!1117, !1118, !"_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE: argument 0"}
!1118 = distinct !{!1118, !"_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE"}
!1119 = !{!1120}
!1120 = distinct !{!1120, !1121, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$2lt17hb01cda87bf79c9b4E: %self"}
!1121 = distinct !{!1121, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$2lt17hb01cda87bf79c9b4E"}
!1122 = !{!1120, !1117}
!1123 = !{!1124, !1125}
!1124 = distinct !{!1124, !1121, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$2lt17hb01cda87bf79c9b4E: %other"}
!1125 = distinct !{!1125, !1118, !"_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE: argument 1"}
!1126 = !{!1127}
!1127 = distinct !{!1127, !1128, !"_ZN4core5tuple65_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$$LP$U$C$T$RP$$GT$2lt17h453b20728ec0799eE: %self"}
!1128 = distinct !{!1128, !"_ZN4core5tuple65_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$$LP$U$C$T$RP$$GT$2lt17h453b20728ec0799eE"}
!1129 = !{!1130}
!1130 = distinct !{!1130, !1128, !"_ZN4core5tuple65_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$$LP$U$C$T$RP$$GT$2lt17h453b20728ec0799eE: %other"}
!1131 = !{!1132}
!1132 = distinct !{!1132, !1133, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$13__chaining_lt17h226e02f9bc4dfc27E: %self"}
!1133 = distinct !{!1133, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$13__chaining_lt17h226e02f9bc4dfc27E"}
!1134 = !{!1135}
!1135 = distinct !{!1135, !1133, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$13__chaining_lt17h226e02f9bc4dfc27E: %other"}
!1136 = !{!1132, !1127}
!1137 = !{!1135, !1130, !1120, !1124, !1117, !1125}
!1138 = !{!1135, !1130}
!1139 = !{!1132, !1127, !1120, !1124, !1117, !1125}
!1140 = !{!1141, !1143, !1144, !1146, !1147, !1149, !1150, !1152}
!1141 = distinct !{!1141, !1142, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB6_3cmp3Ord3cmp: %self.0"}
!1142 = distinct !{!1142, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB6_3cmp3Ord3cmp"}
!1143 = distinct !{!1143, !1142, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB6_3cmp3Ord3cmp: %other.0"}
!1144 = distinct !{!1144, !1145, !"_RNvXs1_NtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB9_3cmp10PartialOrd11partial_cmp: %self.0"}
!1145 = distinct !{!1145, !"_RNvXs1_NtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB9_3cmp10PartialOrd11partial_cmp"}
!1146 = distinct !{!1146, !1145, !"_RNvXs1_NtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB9_3cmp10PartialOrd11partial_cmp: %other.0"}
!1147 = distinct !{!1147, !1148, !"_ZN4core3cmp21default_chaining_impl17h1894e1ed05bbcd99E: %lhs.0"}
!1148 = distinct !{!1148, !"_ZN4core3cmp21default_chaining_impl17h1894e1ed05bbcd99E"}
!1149 = distinct !{!1149, !1148, !"_ZN4core3cmp21default_chaining_impl17h1894e1ed05bbcd99E: %rhs.0"}
!1150 = distinct !{!1150, !1151, !"_ZN4core3cmp10PartialOrd13__chaining_lt17hd4ca206eb83c2181E: %self.0"}
!1151 = distinct !{!1151, !"_ZN4core3cmp10PartialOrd13__chaining_lt17hd4ca206eb83c2181E"}
!1152 = distinct !{!1152, !1151, !"_ZN4core3cmp10PartialOrd13__chaining_lt17hd4ca206eb83c2181E: %other.0"}
!1153 = !{!1132, !1135, !1127, !1130, !1120, !1124, !1117, !1125}
!1154 = !{!1155}
!1155 = distinct !{!1155, !1156, !"_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt: %self"}
!1156 = distinct !{!1156, !"_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt"}
!1157 = !{!1158}
!1158 = distinct !{!1158, !1156, !"_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt: %other"}
!1159 = !{!1155, !1127}
!1160 = !{!1158, !1130, !1120, !1124, !1117, !1125}
!1161 = !{!1158, !1130}
!1162 = !{!1155, !1127, !1120, !1124, !1117, !1125}
!1163 = !{!1164}
!1164 = distinct !{!1164, !1165, !"_ZN4core5slice4sort6stable9quicksort16stable_partition17h263c1f7ae1c7841cE: %v.0"}
!1165 = distinct !{!1165, !"_ZN4core5slice4sort6stable9quicksort16stable_partition17h263c1f7ae1c7841cE"}
!1166 = !{!1167}
!1167 = distinct !{!1167, !1165, !"_ZN4core5slice4sort6stable9quicksort16stable_partition17h263c1f7ae1c7841cE: %scratch.0"}
!1168 = !{!1169, !1171, !1164}
!1169 = distinct !{!1169, !1170, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$2lt17hb01cda87bf79c9b4E: %other"}
!1170 = distinct !{!1170, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$2lt17hb01cda87bf79c9b4E"}
!1171 = distinct !{!1171, !1172, !"_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE: argument 1"}
!1172 = distinct !{!1172, !"_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE"}
!1173 = !{!1174, !1175, !1167}
!1174 = distinct !{!1174, !1170, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$2lt17hb01cda87bf79c9b4E: %self"}
!1175 = distinct !{!1175, !1172, !"_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE: argument 0"}
!1176 = !{!1177, !1179}
!1177 = distinct !{!1177, !1178, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$13__chaining_lt17h226e02f9bc4dfc27E: %other"}
!1178 = distinct !{!1178, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$13__chaining_lt17h226e02f9bc4dfc27E"}
!1179 = distinct !{!1179, !1180, !"_ZN4core5tuple65_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$$LP$U$C$T$RP$$GT$2lt17h453b20728ec0799eE: %other"}
!1180 = distinct !{!1180, !"_ZN4core5tuple65_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$$LP$U$C$T$RP$$GT$2lt17h453b20728ec0799eE"}
!1181 = !{!1182, !1183, !1174, !1169, !1175, !1171, !1164, !1167}
!1182 = distinct !{!1182, !1178, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$13__chaining_lt17h226e02f9bc4dfc27E: %self"}
!1183 = distinct !{!1183, !1180, !"_ZN4core5tuple65_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$$LP$U$C$T$RP$$GT$2lt17h453b20728ec0799eE: %self"}
!1184 = !{!1175}
!1185 = !{!1171}
!1186 = !{!1174}
!1187 = !{!1169}
!1188 = !{!1174, !1175, !1164}
!1189 = !{!1169, !1171, !1167}
!1190 = !{!1183}
!1191 = !{!1179}
!1192 = !{!1182}
!1193 = !{!1177}
!1194 = !{!1182, !1183}
!1195 = !{!1177, !1179, !1174, !1169, !1175, !1171, !1164, !1167}
!1196 = !{!1197, !1199, !1200, !1202, !1203, !1205, !1206, !1208}
!1197 = distinct !{!1197, !1198, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB6_3cmp3Ord3cmp: %self.0"}
!1198 = distinct !{!1198, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB6_3cmp3Ord3cmp"}
!1199 = distinct !{!1199, !1198, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB6_3cmp3Ord3cmp: %other.0"}
!1200 = distinct !{!1200, !1201, !"_RNvXs1_NtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB9_3cmp10PartialOrd11partial_cmp: %self.0"}
!1201 = distinct !{!1201, !"_RNvXs1_NtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB9_3cmp10PartialOrd11partial_cmp"}
!1202 = distinct !{!1202, !1201, !"_RNvXs1_NtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB9_3cmp10PartialOrd11partial_cmp: %other.0"}
!1203 = distinct !{!1203, !1204, !"_ZN4core3cmp21default_chaining_impl17h1894e1ed05bbcd99E: %lhs.0"}
!1204 = distinct !{!1204, !"_ZN4core3cmp21default_chaining_impl17h1894e1ed05bbcd99E"}
!1205 = distinct !{!1205, !1204, !"_ZN4core3cmp21default_chaining_impl17h1894e1ed05bbcd99E: %rhs.0"}
!1206 = distinct !{!1206, !1207, !"_ZN4core3cmp10PartialOrd13__chaining_lt17hd4ca206eb83c2181E: %self.0"}
!1207 = distinct !{!1207, !"_ZN4core3cmp10PartialOrd13__chaining_lt17hd4ca206eb83c2181E"}
!1208 = distinct !{!1208, !1207, !"_ZN4core3cmp10PartialOrd13__chaining_lt17hd4ca206eb83c2181E: %other.0"}
!1209 = !{!1182, !1177, !1183, !1179, !1174, !1169, !1175, !1171, !1164, !1167}
!1210 = !{!1211}
!1211 = distinct !{!1211, !1212, !"_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt: %self"}
!1212 = distinct !{!1212, !"_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt"}
!1213 = !{!1214}
!1214 = distinct !{!1214, !1212, !"_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt: %other"}
!1215 = !{!1211, !1183}
!1216 = !{!1214, !1179, !1174, !1169, !1175, !1171, !1164, !1167}
!1217 = !{!1214, !1179}
!1218 = !{!1211, !1183, !1174, !1169, !1175, !1171, !1164, !1167}
!1219 = !{!1220, !1164}
!1220 = distinct !{!1220, !1221, !"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h3726f03058ddc42cE: %self"}
!1221 = distinct !{!1221, !"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h3726f03058ddc42cE"}
!1222 = !{!1223}
!1223 = distinct !{!1223, !1224, !"_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE: argument 0"}
!1224 = distinct !{!1224, !"_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE"}
!1225 = !{!1226}
!1226 = distinct !{!1226, !1227, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$2lt17hb01cda87bf79c9b4E: %self"}
!1227 = distinct !{!1227, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$2lt17hb01cda87bf79c9b4E"}
!1228 = !{!1226, !1223, !1164}
!1229 = !{!1230, !1231, !1167}
!1230 = distinct !{!1230, !1227, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$2lt17hb01cda87bf79c9b4E: %other"}
!1231 = distinct !{!1231, !1224, !"_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE: argument 1"}
!1232 = !{!1233}
!1233 = distinct !{!1233, !1234, !"_ZN4core5tuple65_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$$LP$U$C$T$RP$$GT$2lt17h453b20728ec0799eE: %self"}
!1234 = distinct !{!1234, !"_ZN4core5tuple65_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$$LP$U$C$T$RP$$GT$2lt17h453b20728ec0799eE"}
!1235 = !{!1236}
!1236 = distinct !{!1236, !1234, !"_ZN4core5tuple65_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$$LP$U$C$T$RP$$GT$2lt17h453b20728ec0799eE: %other"}
!1237 = !{!1238}
!1238 = distinct !{!1238, !1239, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$13__chaining_lt17h226e02f9bc4dfc27E: %self"}
!1239 = distinct !{!1239, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$13__chaining_lt17h226e02f9bc4dfc27E"}
!1240 = !{!1238, !1233}
!1241 = !{!1242, !1236, !1226, !1230, !1223, !1231, !1164, !1167}
!1242 = distinct !{!1242, !1239, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$13__chaining_lt17h226e02f9bc4dfc27E: %other"}
!1243 = !{!1244, !1246, !1247, !1249, !1250, !1252, !1253, !1255}
!1244 = distinct !{!1244, !1245, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB6_3cmp3Ord3cmp: %self.0"}
!1245 = distinct !{!1245, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB6_3cmp3Ord3cmp"}
!1246 = distinct !{!1246, !1245, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB6_3cmp3Ord3cmp: %other.0"}
!1247 = distinct !{!1247, !1248, !"_RNvXs1_NtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB9_3cmp10PartialOrd11partial_cmp: %self.0"}
!1248 = distinct !{!1248, !"_RNvXs1_NtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB9_3cmp10PartialOrd11partial_cmp"}
!1249 = distinct !{!1249, !1248, !"_RNvXs1_NtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB9_3cmp10PartialOrd11partial_cmp: %other.0"}
!1250 = distinct !{!1250, !1251, !"_ZN4core3cmp21default_chaining_impl17h1894e1ed05bbcd99E: %lhs.0"}
!1251 = distinct !{!1251, !"_ZN4core3cmp21default_chaining_impl17h1894e1ed05bbcd99E"}
!1252 = distinct !{!1252, !1251, !"_ZN4core3cmp21default_chaining_impl17h1894e1ed05bbcd99E: %rhs.0"}
!1253 = distinct !{!1253, !1254, !"_ZN4core3cmp10PartialOrd13__chaining_lt17hd4ca206eb83c2181E: %self.0"}
!1254 = distinct !{!1254, !"_ZN4core3cmp10PartialOrd13__chaining_lt17hd4ca206eb83c2181E"}
!1255 = distinct !{!1255, !1254, !"_ZN4core3cmp10PartialOrd13__chaining_lt17hd4ca206eb83c2181E: %other.0"}
!1256 = !{!1238, !1242, !1233, !1236, !1226, !1230, !1223, !1231, !1164, !1167}
!1257 = !{!1258}
!1258 = distinct !{!1258, !1259, !"_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt: %self"}
!1259 = distinct !{!1259, !"_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt"}
!1260 = !{!1261}
!1261 = distinct !{!1261, !1259, !"_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt: %other"}
!1262 = !{!1258, !1233}
!1263 = !{!1261, !1236, !1226, !1230, !1223, !1231, !1164, !1167}
!1264 = !{!1261, !1236}
!1265 = !{!1258, !1233, !1226, !1230, !1223, !1231, !1164, !1167}
!1266 = !{!1267, !1164}
!1267 = distinct !{!1267, !1268, !"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h3726f03058ddc42cE: %self"}
!1268 = distinct !{!1268, !"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h3726f03058ddc42cE"}
!1269 = !{!1270}
!1270 = distinct !{!1270, !1271, !"_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE: argument 0"}
!1271 = distinct !{!1271, !"_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE"}
!1272 = !{!1273}
!1273 = distinct !{!1273, !1274, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$2lt17hb01cda87bf79c9b4E: %self"}
!1274 = distinct !{!1274, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$2lt17hb01cda87bf79c9b4E"}
!1275 = !{!1273, !1270, !1164}
!1276 = !{!1277, !1278, !1167}
!1277 = distinct !{!1277, !1274, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$2lt17hb01cda87bf79c9b4E: %other"}
!1278 = distinct !{!1278, !1271, !"_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE: argument 1"}
!1279 = !{!1280}
!1280 = distinct !{!1280, !1281, !"_ZN4core5tuple65_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$$LP$U$C$T$RP$$GT$2lt17h453b20728ec0799eE: %self"}
!1281 = distinct !{!1281, !"_ZN4core5tuple65_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$$LP$U$C$T$RP$$GT$2lt17h453b20728ec0799eE"}
!1282 = !{!1283}
!1283 = distinct !{!1283, !1281, !"_ZN4core5tuple65_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$$LP$U$C$T$RP$$GT$2lt17h453b20728ec0799eE: %other"}
!1284 = !{!1285}
!1285 = distinct !{!1285, !1286, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$13__chaining_lt17h226e02f9bc4dfc27E: %self"}
!1286 = distinct !{!1286, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$13__chaining_lt17h226e02f9bc4dfc27E"}
!1287 = !{!1285, !1280}
!1288 = !{!1289, !1283, !1273, !1277, !1270, !1278, !1164, !1167}
!1289 = distinct !{!1289, !1286, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$13__chaining_lt17h226e02f9bc4dfc27E: %other"}
!1290 = !{!1291, !1293, !1294, !1296, !1297, !1299, !1300, !1302}
!1291 = distinct !{!1291, !1292, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB6_3cmp3Ord3cmp: %self.0"}
!1292 = distinct !{!1292, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB6_3cmp3Ord3cmp"}
!1293 = distinct !{!1293, !1292, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB6_3cmp3Ord3cmp: %other.0"}
!1294 = distinct !{!1294, !1295, !"_RNvXs1_NtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB9_3cmp10PartialOrd11partial_cmp: %self.0"}
!1295 = distinct !{!1295, !"_RNvXs1_NtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB9_3cmp10PartialOrd11partial_cmp"}
!1296 = distinct !{!1296, !1295, !"_RNvXs1_NtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB9_3cmp10PartialOrd11partial_cmp: %other.0"}
!1297 = distinct !{!1297, !1298, !"_ZN4core3cmp21default_chaining_impl17h1894e1ed05bbcd99E: %lhs.0"}
!1298 = distinct !{!1298, !"_ZN4core3cmp21default_chaining_impl17h1894e1ed05bbcd99E"}
!1299 = distinct !{!1299, !1298, !"_ZN4core3cmp21default_chaining_impl17h1894e1ed05bbcd99E: %rhs.0"}
!1300 = distinct !{!1300, !1301, !"_ZN4core3cmp10PartialOrd13__chaining_lt17hd4ca206eb83c2181E: %self.0"}
!1301 = distinct !{!1301, !"_ZN4core3cmp10PartialOrd13__chaining_lt17hd4ca206eb83c2181E"}
!1302 = distinct !{!1302, !1301, !"_ZN4core3cmp10PartialOrd13__chaining_lt17hd4ca206eb83c2181E: %other.0"}
!1303 = !{!1285, !1289, !1280, !1283, !1273, !1277, !1270, !1278, !1164, !1167}
!1304 = !{!1305}
!1305 = distinct !{!1305, !1306, !"_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt: %self"}
!1306 = distinct !{!1306, !"_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt"}
!1307 = !{!1308}
!1308 = distinct !{!1308, !1306, !"_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt: %other"}
!1309 = !{!1305, !1280}
!1310 = !{!1308, !1283, !1273, !1277, !1270, !1278, !1164, !1167}
!1311 = !{!1308, !1283}
!1312 = !{!1305, !1280, !1273, !1277, !1270, !1278, !1164, !1167}
!1313 = !{!1314, !1164}
!1314 = distinct !{!1314, !1315, !"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h3726f03058ddc42cE: %self"}
!1315 = distinct !{!1315, !"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h3726f03058ddc42cE"}
!1316 = !{!1317}
!1317 = distinct !{!1317, !1318, !"_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE: argument 0"}
!1318 = distinct !{!1318, !"_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE"}
!1319 = !{!1320}
!1320 = distinct !{!1320, !1321, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$2lt17hb01cda87bf79c9b4E: %self"}
!1321 = distinct !{!1321, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$2lt17hb01cda87bf79c9b4E"}
!1322 = !{!1320, !1317, !1164}
!1323 = !{!1324, !1325, !1167}
!1324 = distinct !{!1324, !1321, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$2lt17hb01cda87bf79c9b4E: %other"}
!1325 = distinct !{!1325, !1318, !"_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE: argument 1"}
!1326 = !{!1327}
!1327 = distinct !{!1327, !1328, !"_ZN4core5tuple65_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$$LP$U$C$T$RP$$GT$2lt17h453b20728ec0799eE: %self"}
!1328 = distinct !{!1328, !"_ZN4core5tuple65_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$$LP$U$C$T$RP$$GT$2lt17h453b20728ec0799eE"}
!1329 = !{!1330}
!1330 = distinct !{!1330, !1328, !"_ZN4core5tuple65_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$$LP$U$C$T$RP$$GT$2lt17h453b20728ec0799eE: %other"}
!1331 = !{!1332}
!1332 = distinct !{!1332, !1333, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$13__chaining_lt17h226e02f9bc4dfc27E: %self"}
!1333 = distinct !{!1333, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$13__chaining_lt17h226e02f9bc4dfc27E"}
!1334 = !{!1332, !1327}
!1335 = !{!1336, !1330, !1320, !1324, !1317, !1325, !1164, !1167}
!1336 = distinct !{!1336, !1333, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$13__chaining_lt17h226e02f9bc4dfc27E: %other"}
!1337 = !{!1338, !1340, !1341, !1343, !1344, !1346, !1347, !1349}
!1338 = distinct !{!1338, !1339, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB6_3cmp3Ord3cmp: %self.0"}
!1339 = distinct !{!1339, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB6_3cmp3Ord3cmp"}
!1340 = distinct !{!1340, !1339, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB6_3cmp3Ord3cmp: %other.0"}
!1341 = distinct !{!1341, !1342, !"_RNvXs1_NtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB9_3cmp10PartialOrd11partial_cmp: %self.0"}
!1342 = distinct !{!1342, !"_RNvXs1_NtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB9_3cmp10PartialOrd11partial_cmp"}
!1343 = distinct !{!1343, !1342, !"_RNvXs1_NtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB9_3cmp10PartialOrd11partial_cmp: %other.0"}
!1344 = distinct !{!1344, !1345, !"_ZN4core3cmp21default_chaining_impl17h1894e1ed05bbcd99E: %lhs.0"}
!1345 = distinct !{!1345, !"_ZN4core3cmp21default_chaining_impl17h1894e1ed05bbcd99E"}
!1346 = distinct !{!1346, !1345, !"_ZN4core3cmp21default_chaining_impl17h1894e1ed05bbcd99E: %rhs.0"}
!1347 = distinct !{!1347, !1348, !"_ZN4core3cmp10PartialOrd13__chaining_lt17hd4ca206eb83c2181E: %self.0"}
!1348 = distinct !{!1348, !"_ZN4core3cmp10PartialOrd13__chaining_lt17hd4ca206eb83c2181E"}
!1349 = distinct !{!1349, !1348, !"_ZN4core3cmp10PartialOrd13__chaining_lt17hd4ca206eb83c2181E: %other.0"}
!1350 = !{!1332, !1336, !1327, !1330, !1320, !1324, !1317, !1325, !1164, !1167}
!1351 = !{!1352}
!1352 = distinct !{!1352, !1353, !"_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt: %self"}
!1353 = distinct !{!1353, !"_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt"}
!1354 = !{!1355}
!1355 = distinct !{!1355, !1353, !"_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt: %other"}
!1356 = !{!1352, !1327}
!1357 = !{!1355, !1330, !1320, !1324, !1317, !1325, !1164, !1167}
!1358 = !{!1355, !1330}
!1359 = !{!1352, !1327, !1320, !1324, !1317, !1325, !1164, !1167}
!1360 = !{!1361, !1164}
!1361 = distinct !{!1361, !1362, !"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h3726f03058ddc42cE: %self"}
!1362 = distinct !{!1362, !"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h3726f03058ddc42cE"}
!1363 = !{!1364, !1366, !1164}
!1364 = distinct !{!1364, !1365, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$2lt17hb01cda87bf79c9b4E: %other"}
!1365 = distinct !{!1365, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$2lt17hb01cda87bf79c9b4E"}
!1366 = distinct !{!1366, !1367, !"_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE: argument 1"}
!1367 = distinct !{!1367, !"_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE"}
!1368 = !{!1369, !1370, !1167}
!1369 = distinct !{!1369, !1365, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$2lt17hb01cda87bf79c9b4E: %self"}
!1370 = distinct !{!1370, !1367, !"_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE: argument 0"}
!1371 = !{!1372, !1374}
!1372 = distinct !{!1372, !1373, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$13__chaining_lt17h226e02f9bc4dfc27E: %other"}
!1373 = distinct !{!1373, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$13__chaining_lt17h226e02f9bc4dfc27E"}
!1374 = distinct !{!1374, !1375, !"_ZN4core5tuple65_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$$LP$U$C$T$RP$$GT$2lt17h453b20728ec0799eE: %other"}
!1375 = distinct !{!1375, !"_ZN4core5tuple65_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$$LP$U$C$T$RP$$GT$2lt17h453b20728ec0799eE"}
!1376 = !{!1377, !1378, !1369, !1364, !1370, !1366, !1164, !1167}
!1377 = distinct !{!1377, !1373, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$13__chaining_lt17h226e02f9bc4dfc27E: %self"}
!1378 = distinct !{!1378, !1375, !"_ZN4core5tuple65_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$$LP$U$C$T$RP$$GT$2lt17h453b20728ec0799eE: %self"}
!1379 = !{!1370}
!1380 = !{!1366}
!1381 = !{!1369}
!1382 = !{!1364}
!1383 = !{!1369, !1370, !1164}
!1384 = !{!1364, !1366, !1167}
!1385 = !{!1378}
!1386 = !{!1374}
!1387 = !{!1377}
!1388 = !{!1372}
!1389 = !{!1377, !1378}
!1390 = !{!1372, !1374, !1369, !1364, !1370, !1366, !1164, !1167}
!1391 = !{!1392, !1394, !1395, !1397, !1398, !1400, !1401, !1403}
!1392 = distinct !{!1392, !1393, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB6_3cmp3Ord3cmp: %self.0"}
!1393 = distinct !{!1393, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB6_3cmp3Ord3cmp"}
!1394 = distinct !{!1394, !1393, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB6_3cmp3Ord3cmp: %other.0"}
!1395 = distinct !{!1395, !1396, !"_RNvXs1_NtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB9_3cmp10PartialOrd11partial_cmp: %self.0"}
!1396 = distinct !{!1396, !"_RNvXs1_NtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB9_3cmp10PartialOrd11partial_cmp"}
!1397 = distinct !{!1397, !1396, !"_RNvXs1_NtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB9_3cmp10PartialOrd11partial_cmp: %other.0"}
!1398 = distinct !{!1398, !1399, !"_ZN4core3cmp21default_chaining_impl17h1894e1ed05bbcd99E: %lhs.0"}
!1399 = distinct !{!1399, !"_ZN4core3cmp21default_chaining_impl17h1894e1ed05bbcd99E"}
!1400 = distinct !{!1400, !1399, !"_ZN4core3cmp21default_chaining_impl17h1894e1ed05bbcd99E: %rhs.0"}
!1401 = distinct !{!1401, !1402, !"_ZN4core3cmp10PartialOrd13__chaining_lt17hd4ca206eb83c2181E: %self.0"}
!1402 = distinct !{!1402, !"_ZN4core3cmp10PartialOrd13__chaining_lt17hd4ca206eb83c2181E"}
!1403 = distinct !{!1403, !1402, !"_ZN4core3cmp10PartialOrd13__chaining_lt17hd4ca206eb83c2181E: %other.0"}
!1404 = !{!1377, !1372, !1378, !1374, !1369, !1364, !1370, !1366, !1164, !1167}
!1405 = !{!1406}
!1406 = distinct !{!1406, !1407, !"_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt: %self"}
!1407 = distinct !{!1407, !"_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt"}
!1408 = !{!1409}
!1409 = distinct !{!1409, !1407, !"_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt: %other"}
!1410 = !{!1406, !1378}
!1411 = !{!1409, !1374, !1369, !1364, !1370, !1366, !1164, !1167}
!1412 = !{!1409, !1374}
!1413 = !{!1406, !1378, !1369, !1364, !1370, !1366, !1164, !1167}
!1414 = !{!1415, !1164}
!1415 = distinct !{!1415, !1416, !"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h3726f03058ddc42cE: %self"}
!1416 = distinct !{!1416, !"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h3726f03058ddc42cE"}
!1417 = !{!1418, !1167}
!1418 = distinct !{!1418, !1419, !"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h3726f03058ddc42cE: %self"}
!1419 = distinct !{!1419, !"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h3726f03058ddc42cE"}
!1420 = !{!1418, !1164}
!1421 = !{!1164, !1167}
!1422 = distinct !{!1422, !839, !840}
!1423 = distinct !{!1423, !840, !839}
!1424 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!1425 = !{!1426, !1428}
!1426 = distinct !{!1426, !1427, !"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17hf16cf040d282cc73E: %pair"}
!1427 = distinct !{!1427, !"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17hf16cf040d282cc73E"}
!1428 = distinct !{!1428, !1427, !"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17hf16cf040d282cc73E: %self.0"}
!1429 = !{!1430}
!1430 = distinct !{!1430, !1431, !"_ZN4core5slice4sort6stable9quicksort16stable_partition17hea76998d0ffc5611E: %v.0"}
!1431 = distinct !{!1431, !"_ZN4core5slice4sort6stable9quicksort16stable_partition17hea76998d0ffc5611E"}
!1432 = !{!1433}
!1433 = distinct !{!1433, !1431, !"_ZN4core5slice4sort6stable9quicksort16stable_partition17hea76998d0ffc5611E: %scratch.0"}
!1434 = !{!1435, !1437, !1439, !1430}
!1435 = distinct !{!1435, !1436, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$2lt17hb01cda87bf79c9b4E: %self"}
!1436 = distinct !{!1436, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$2lt17hb01cda87bf79c9b4E"}
!1437 = distinct !{!1437, !1438, !"_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE: argument 0"}
!1438 = distinct !{!1438, !"_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE"}
!1439 = distinct !{!1439, !1440, !"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17ha217fe00629f6fecE: %b"}
!1440 = distinct !{!1440, !"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17ha217fe00629f6fecE"}
!1441 = !{!1442, !1443, !1444, !1433}
!1442 = distinct !{!1442, !1436, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$2lt17hb01cda87bf79c9b4E: %other"}
!1443 = distinct !{!1443, !1438, !"_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE: argument 1"}
!1444 = distinct !{!1444, !1440, !"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17ha217fe00629f6fecE: %a"}
!1445 = !{!1446, !1448}
!1446 = distinct !{!1446, !1447, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$13__chaining_lt17h226e02f9bc4dfc27E: %self"}
!1447 = distinct !{!1447, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$13__chaining_lt17h226e02f9bc4dfc27E"}
!1448 = distinct !{!1448, !1449, !"_ZN4core5tuple65_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$$LP$U$C$T$RP$$GT$2lt17h453b20728ec0799eE: %self"}
!1449 = distinct !{!1449, !"_ZN4core5tuple65_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$$LP$U$C$T$RP$$GT$2lt17h453b20728ec0799eE"}
!1450 = !{!1451, !1452, !1435, !1442, !1437, !1443, !1444, !1439, !1430, !1433}
!1451 = distinct !{!1451, !1447, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$13__chaining_lt17h226e02f9bc4dfc27E: %other"}
!1452 = distinct !{!1452, !1449, !"_ZN4core5tuple65_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$$LP$U$C$T$RP$$GT$2lt17h453b20728ec0799eE: %other"}
!1453 = !{!1444}
!1454 = !{!1439}
!1455 = !{!1437}
!1456 = !{!1443}
!1457 = !{!1435}
!1458 = !{!1442}
!1459 = !{!1442, !1443, !1444, !1430}
!1460 = !{!1435, !1437, !1439, !1433}
!1461 = !{!1448}
!1462 = !{!1452}
!1463 = !{!1446}
!1464 = !{!1451}
!1465 = !{!1451, !1452}
!1466 = !{!1446, !1448, !1435, !1442, !1437, !1443, !1444, !1439, !1430, !1433}
!1467 = !{!1468, !1470, !1471, !1473, !1474, !1476, !1477, !1479}
!1468 = distinct !{!1468, !1469, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB6_3cmp3Ord3cmp: %self.0"}
!1469 = distinct !{!1469, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB6_3cmp3Ord3cmp"}
!1470 = distinct !{!1470, !1469, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB6_3cmp3Ord3cmp: %other.0"}
!1471 = distinct !{!1471, !1472, !"_RNvXs1_NtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB9_3cmp10PartialOrd11partial_cmp: %self.0"}
!1472 = distinct !{!1472, !"_RNvXs1_NtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB9_3cmp10PartialOrd11partial_cmp"}
!1473 = distinct !{!1473, !1472, !"_RNvXs1_NtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB9_3cmp10PartialOrd11partial_cmp: %other.0"}
!1474 = distinct !{!1474, !1475, !"_ZN4core3cmp21default_chaining_impl17h1894e1ed05bbcd99E: %lhs.0"}
!1475 = distinct !{!1475, !"_ZN4core3cmp21default_chaining_impl17h1894e1ed05bbcd99E"}
!1476 = distinct !{!1476, !1475, !"_ZN4core3cmp21default_chaining_impl17h1894e1ed05bbcd99E: %rhs.0"}
!1477 = distinct !{!1477, !1478, !"_ZN4core3cmp10PartialOrd13__chaining_lt17hd4ca206eb83c2181E: %self.0"}
!1478 = distinct !{!1478, !"_ZN4core3cmp10PartialOrd13__chaining_lt17hd4ca206eb83c2181E"}
!1479 = distinct !{!1479, !1478, !"_ZN4core3cmp10PartialOrd13__chaining_lt17hd4ca206eb83c2181E: %other.0"}
!1480 = !{!1446, !1451, !1448, !1452, !1435, !1442, !1437, !1443, !1444, !1439, !1430, !1433}
!1481 = !{!1482}
!1482 = distinct !{!1482, !1483, !"_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt: %self"}
!1483 = distinct !{!1483, !"_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt"}
!1484 = !{!1485}
!1485 = distinct !{!1485, !1483, !"_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt: %other"}
!1486 = !{!1482, !1448}
!1487 = !{!1485, !1452, !1435, !1442, !1437, !1443, !1444, !1439, !1430, !1433}
!1488 = !{!1485, !1452}
!1489 = !{!1482, !1448, !1435, !1442, !1437, !1443, !1444, !1439, !1430, !1433}
!1490 = !{!1491, !1430}
!1491 = distinct !{!1491, !1492, !"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h3726f03058ddc42cE: %self"}
!1492 = distinct !{!1492, !"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h3726f03058ddc42cE"}
!1493 = !{!1494}
!1494 = distinct !{!1494, !1495, !"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17ha217fe00629f6fecE: %a"}
!1495 = distinct !{!1495, !"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17ha217fe00629f6fecE"}
!1496 = !{!1497}
!1497 = distinct !{!1497, !1498, !"_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE: argument 1"}
!1498 = distinct !{!1498, !"_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE"}
!1499 = !{!1500}
!1500 = distinct !{!1500, !1501, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$2lt17hb01cda87bf79c9b4E: %other"}
!1501 = distinct !{!1501, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$2lt17hb01cda87bf79c9b4E"}
!1502 = !{!1500, !1497, !1494, !1430}
!1503 = !{!1504, !1505, !1506, !1433}
!1504 = distinct !{!1504, !1501, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$2lt17hb01cda87bf79c9b4E: %self"}
!1505 = distinct !{!1505, !1498, !"_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE: argument 0"}
!1506 = distinct !{!1506, !1495, !"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17ha217fe00629f6fecE: %b"}
!1507 = !{!1508}
!1508 = distinct !{!1508, !1509, !"_ZN4core5tuple65_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$$LP$U$C$T$RP$$GT$2lt17h453b20728ec0799eE: %self"}
!1509 = distinct !{!1509, !"_ZN4core5tuple65_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$$LP$U$C$T$RP$$GT$2lt17h453b20728ec0799eE"}
!1510 = !{!1511}
!1511 = distinct !{!1511, !1509, !"_ZN4core5tuple65_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$$LP$U$C$T$RP$$GT$2lt17h453b20728ec0799eE: %other"}
!1512 = !{!1513}
!1513 = distinct !{!1513, !1514, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$13__chaining_lt17h226e02f9bc4dfc27E: %other"}
!1514 = distinct !{!1514, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$13__chaining_lt17h226e02f9bc4dfc27E"}
!1515 = !{!1513, !1511}
!1516 = !{!1517, !1508, !1504, !1500, !1505, !1497, !1494, !1506, !1430, !1433}
!1517 = distinct !{!1517, !1514, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$13__chaining_lt17h226e02f9bc4dfc27E: %self"}
!1518 = !{!1519, !1521, !1522, !1524, !1525, !1527, !1528, !1530}
!1519 = distinct !{!1519, !1520, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB6_3cmp3Ord3cmp: %self.0"}
!1520 = distinct !{!1520, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB6_3cmp3Ord3cmp"}
!1521 = distinct !{!1521, !1520, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB6_3cmp3Ord3cmp: %other.0"}
!1522 = distinct !{!1522, !1523, !"_RNvXs1_NtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB9_3cmp10PartialOrd11partial_cmp: %self.0"}
!1523 = distinct !{!1523, !"_RNvXs1_NtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB9_3cmp10PartialOrd11partial_cmp"}
!1524 = distinct !{!1524, !1523, !"_RNvXs1_NtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB9_3cmp10PartialOrd11partial_cmp: %other.0"}
!1525 = distinct !{!1525, !1526, !"_ZN4core3cmp21default_chaining_impl17h1894e1ed05bbcd99E: %lhs.0"}
!1526 = distinct !{!1526, !"_ZN4core3cmp21default_chaining_impl17h1894e1ed05bbcd99E"}
!1527 = distinct !{!1527, !1526, !"_ZN4core3cmp21default_chaining_impl17h1894e1ed05bbcd99E: %rhs.0"}
!1528 = distinct !{!1528, !1529, !"_ZN4core3cmp10PartialOrd13__chaining_lt17hd4ca206eb83c2181E: %self.0"}
!1529 = distinct !{!1529, !"_ZN4core3cmp10PartialOrd13__chaining_lt17hd4ca206eb83c2181E"}
!1530 = distinct !{!1530, !1529, !"_ZN4core3cmp10PartialOrd13__chaining_lt17hd4ca206eb83c2181E: %other.0"}
!1531 = !{!1517, !1513, !1508, !1511, !1504, !1500, !1505, !1497, !1494, !1506, !1430, !1433}
!1532 = !{!1533}
!1533 = distinct !{!1533, !1534, !"_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt: %self"}
!1534 = distinct !{!1534, !"_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt"}
!1535 = !{!1536}
!1536 = distinct !{!1536, !1534, !"_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt: %other"}
!1537 = !{!1533, !1508}
!1538 = !{!1536, !1511, !1504, !1500, !1505, !1497, !1494, !1506, !1430, !1433}
!1539 = !{!1536, !1511}
!1540 = !{!1533, !1508, !1504, !1500, !1505, !1497, !1494, !1506, !1430, !1433}
!1541 = !{!1542, !1430}
!1542 = distinct !{!1542, !1543, !"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h3726f03058ddc42cE: %self"}
!1543 = distinct !{!1543, !"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h3726f03058ddc42cE"}
!1544 = !{!1545}
!1545 = distinct !{!1545, !1546, !"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17ha217fe00629f6fecE: %a"}
!1546 = distinct !{!1546, !"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17ha217fe00629f6fecE"}
!1547 = !{!1548}
!1548 = distinct !{!1548, !1549, !"_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE: argument 1"}
!1549 = distinct !{!1549, !"_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE"}
!1550 = !{!1551}
!1551 = distinct !{!1551, !1552, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$2lt17hb01cda87bf79c9b4E: %other"}
!1552 = distinct !{!1552, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$2lt17hb01cda87bf79c9b4E"}
!1553 = !{!1551, !1548, !1545, !1430}
!1554 = !{!1555, !1556, !1557, !1433}
!1555 = distinct !{!1555, !1552, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$2lt17hb01cda87bf79c9b4E: %self"}
!1556 = distinct !{!1556, !1549, !"_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE: argument 0"}
!1557 = distinct !{!1557, !1546, !"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17ha217fe00629f6fecE: %b"}
!1558 = !{!1559}
!1559 = distinct !{!1559, !1560, !"_ZN4core5tuple65_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$$LP$U$C$T$RP$$GT$2lt17h453b20728ec0799eE: %self"}
!1560 = distinct !{!1560, !"_ZN4core5tuple65_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$$LP$U$C$T$RP$$GT$2lt17h453b20728ec0799eE"}
!1561 = !{!1562}
!1562 = distinct !{!1562, !1560, !"_ZN4core5tuple65_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$$LP$U$C$T$RP$$GT$2lt17h453b20728ec0799eE: %other"}
!1563 = !{!1564}
!1564 = distinct !{!1564, !1565, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$13__chaining_lt17h226e02f9bc4dfc27E: %other"}
!1565 = distinct !{!1565, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$13__chaining_lt17h226e02f9bc4dfc27E"}
!1566 = !{!1564, !1562}
!1567 = !{!1568, !1559, !1555, !1551, !1556, !1548, !1545, !1557, !1430, !1433}
!1568 = distinct !{!1568, !1565, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$13__chaining_lt17h226e02f9bc4dfc27E: %self"}
!1569 = !{!1570, !1572, !1573, !1575, !1576, !1578, !1579, !1581}
!1570 = distinct !{!1570, !1571, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB6_3cmp3Ord3cmp: %self.0"}
!1571 = distinct !{!1571, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB6_3cmp3Ord3cmp"}
!1572 = distinct !{!1572, !1571, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB6_3cmp3Ord3cmp: %other.0"}
!1573 = distinct !{!1573, !1574, !"_RNvXs1_NtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB9_3cmp10PartialOrd11partial_cmp: %self.0"}
!1574 = distinct !{!1574, !"_RNvXs1_NtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB9_3cmp10PartialOrd11partial_cmp"}
!1575 = distinct !{!1575, !1574, !"_RNvXs1_NtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB9_3cmp10PartialOrd11partial_cmp: %other.0"}
!1576 = distinct !{!1576, !1577, !"_ZN4core3cmp21default_chaining_impl17h1894e1ed05bbcd99E: %lhs.0"}
!1577 = distinct !{!1577, !"_ZN4core3cmp21default_chaining_impl17h1894e1ed05bbcd99E"}
!1578 = distinct !{!1578, !1577, !"_ZN4core3cmp21default_chaining_impl17h1894e1ed05bbcd99E: %rhs.0"}
!1579 = distinct !{!1579, !1580, !"_ZN4core3cmp10PartialOrd13__chaining_lt17hd4ca206eb83c2181E: %self.0"}
!1580 = distinct !{!1580, !"_ZN4core3cmp10PartialOrd13__chaining_lt17hd4ca206eb83c2181E"}
!1581 = distinct !{!1581, !1580, !"_ZN4core3cmp10PartialOrd13__chaining_lt17hd4ca206eb83c2181E: %other.0"}
!1582 = !{!1568, !1564, !1559, !1562, !1555, !1551, !1556, !1548, !1545, !1557, !1430, !1433}
!1583 = !{!1584}
!1584 = distinct !{!1584, !1585, !"_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt: %self"}
!1585 = distinct !{!1585, !"_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt"}
!1586 = !{!1587}
!1587 = distinct !{!1587, !1585, !"_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt: %other"}
!1588 = !{!1584, !1559}
!1589 = !{!1587, !1562, !1555, !1551, !1556, !1548, !1545, !1557, !1430, !1433}
!1590 = !{!1587, !1562}
!1591 = !{!1584, !1559, !1555, !1551, !1556, !1548, !1545, !1557, !1430, !1433}
!1592 = !{!1593, !1430}
!1593 = distinct !{!1593, !1594, !"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h3726f03058ddc42cE: %self"}
!1594 = distinct !{!1594, !"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h3726f03058ddc42cE"}
!1595 = !{!1596}
!1596 = distinct !{!1596, !1597, !"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17ha217fe00629f6fecE: %a"}
!1597 = distinct !{!1597, !"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17ha217fe00629f6fecE"}
!1598 = !{!1599}
!1599 = distinct !{!1599, !1600, !"_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE: argument 1"}
!1600 = distinct !{!1600, !"_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE"}
!1601 = !{!1602}
!1602 = distinct !{!1602, !1603, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$2lt17hb01cda87bf79c9b4E: %other"}
!1603 = distinct !{!1603, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$2lt17hb01cda87bf79c9b4E"}
!1604 = !{!1602, !1599, !1596, !1430}
!1605 = !{!1606, !1607, !1608, !1433}
!1606 = distinct !{!1606, !1603, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$2lt17hb01cda87bf79c9b4E: %self"}
!1607 = distinct !{!1607, !1600, !"_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE: argument 0"}
!1608 = distinct !{!1608, !1597, !"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17ha217fe00629f6fecE: %b"}
!1609 = !{!1610}
!1610 = distinct !{!1610, !1611, !"_ZN4core5tuple65_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$$LP$U$C$T$RP$$GT$2lt17h453b20728ec0799eE: %self"}
!1611 = distinct !{!1611, !"_ZN4core5tuple65_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$$LP$U$C$T$RP$$GT$2lt17h453b20728ec0799eE"}
!1612 = !{!1613}
!1613 = distinct !{!1613, !1611, !"_ZN4core5tuple65_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$$LP$U$C$T$RP$$GT$2lt17h453b20728ec0799eE: %other"}
!1614 = !{!1615}
!1615 = distinct !{!1615, !1616, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$13__chaining_lt17h226e02f9bc4dfc27E: %other"}
!1616 = distinct !{!1616, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$13__chaining_lt17h226e02f9bc4dfc27E"}
!1617 = !{!1615, !1613}
!1618 = !{!1619, !1610, !1606, !1602, !1607, !1599, !1596, !1608, !1430, !1433}
!1619 = distinct !{!1619, !1616, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$13__chaining_lt17h226e02f9bc4dfc27E: %self"}
!1620 = !{!1621, !1623, !1624, !1626, !1627, !1629, !1630, !1632}
!1621 = distinct !{!1621, !1622, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB6_3cmp3Ord3cmp: %self.0"}
!1622 = distinct !{!1622, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB6_3cmp3Ord3cmp"}
!1623 = distinct !{!1623, !1622, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB6_3cmp3Ord3cmp: %other.0"}
!1624 = distinct !{!1624, !1625, !"_RNvXs1_NtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB9_3cmp10PartialOrd11partial_cmp: %self.0"}
!1625 = distinct !{!1625, !"_RNvXs1_NtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB9_3cmp10PartialOrd11partial_cmp"}
!1626 = distinct !{!1626, !1625, !"_RNvXs1_NtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB9_3cmp10PartialOrd11partial_cmp: %other.0"}
!1627 = distinct !{!1627, !1628, !"_ZN4core3cmp21default_chaining_impl17h1894e1ed05bbcd99E: %lhs.0"}
!1628 = distinct !{!1628, !"_ZN4core3cmp21default_chaining_impl17h1894e1ed05bbcd99E"}
!1629 = distinct !{!1629, !1628, !"_ZN4core3cmp21default_chaining_impl17h1894e1ed05bbcd99E: %rhs.0"}
!1630 = distinct !{!1630, !1631, !"_ZN4core3cmp10PartialOrd13__chaining_lt17hd4ca206eb83c2181E: %self.0"}
!1631 = distinct !{!1631, !"_ZN4core3cmp10PartialOrd13__chaining_lt17hd4ca206eb83c2181E"}
!1632 = distinct !{!1632, !1631, !"_ZN4core3cmp10PartialOrd13__chaining_lt17hd4ca206eb83c2181E: %other.0"}
!1633 = !{!1619, !1615, !1610, !1613, !1606, !1602, !1607, !1599, !1596, !1608, !1430, !1433}
!1634 = !{!1635}
!1635 = distinct !{!1635, !1636, !"_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt: %self"}
!1636 = distinct !{!1636, !"_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt"}
!1637 = !{!1638}
!1638 = distinct !{!1638, !1636, !"_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt: %other"}
!1639 = !{!1635, !1610}
!1640 = !{!1638, !1613, !1606, !1602, !1607, !1599, !1596, !1608, !1430, !1433}
!1641 = !{!1638, !1613}
!1642 = !{!1635, !1610, !1606, !1602, !1607, !1599, !1596, !1608, !1430, !1433}
!1643 = !{!1644, !1430}
!1644 = distinct !{!1644, !1645, !"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h3726f03058ddc42cE: %self"}
!1645 = distinct !{!1645, !"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h3726f03058ddc42cE"}
!1646 = !{!1647, !1649, !1651, !1430}
!1647 = distinct !{!1647, !1648, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$2lt17hb01cda87bf79c9b4E: %self"}
!1648 = distinct !{!1648, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$2lt17hb01cda87bf79c9b4E"}
!1649 = distinct !{!1649, !1650, !"_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE: argument 0"}
!1650 = distinct !{!1650, !"_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE"}
!1651 = distinct !{!1651, !1652, !"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17ha217fe00629f6fecE: %b"}
!1652 = distinct !{!1652, !"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17ha217fe00629f6fecE"}
!1653 = !{!1654, !1655, !1656, !1433}
!1654 = distinct !{!1654, !1648, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$2lt17hb01cda87bf79c9b4E: %other"}
!1655 = distinct !{!1655, !1650, !"_ZN4core3ops8function5FnMut8call_mut17h2cd718668981980aE: argument 1"}
!1656 = distinct !{!1656, !1652, !"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17ha217fe00629f6fecE: %a"}
!1657 = !{!1658, !1660}
!1658 = distinct !{!1658, !1659, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$13__chaining_lt17h226e02f9bc4dfc27E: %self"}
!1659 = distinct !{!1659, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$13__chaining_lt17h226e02f9bc4dfc27E"}
!1660 = distinct !{!1660, !1661, !"_ZN4core5tuple65_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$$LP$U$C$T$RP$$GT$2lt17h453b20728ec0799eE: %self"}
!1661 = distinct !{!1661, !"_ZN4core5tuple65_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$$LP$U$C$T$RP$$GT$2lt17h453b20728ec0799eE"}
!1662 = !{!1663, !1664, !1647, !1654, !1649, !1655, !1656, !1651, !1430, !1433}
!1663 = distinct !{!1663, !1659, !"_ZN4core3cmp5impls70_$LT$impl$u20$core..cmp..PartialOrd$LT$$RF$B$GT$$u20$for$u20$$RF$A$GT$13__chaining_lt17h226e02f9bc4dfc27E: %other"}
!1664 = distinct !{!1664, !1661, !"_ZN4core5tuple65_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$$LP$U$C$T$RP$$GT$2lt17h453b20728ec0799eE: %other"}
!1665 = !{!1656}
!1666 = !{!1651}
!1667 = !{!1649}
!1668 = !{!1655}
!1669 = !{!1647}
!1670 = !{!1654}
!1671 = !{!1654, !1655, !1656, !1430}
!1672 = !{!1647, !1649, !1651, !1433}
!1673 = !{!1660}
!1674 = !{!1664}
!1675 = !{!1658}
!1676 = !{!1663}
!1677 = !{!1663, !1664}
!1678 = !{!1658, !1660, !1647, !1654, !1649, !1655, !1656, !1651, !1430, !1433}
!1679 = !{!1680, !1682, !1683, !1685, !1686, !1688, !1689, !1691}
!1680 = distinct !{!1680, !1681, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB6_3cmp3Ord3cmp: %self.0"}
!1681 = distinct !{!1681, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB6_3cmp3Ord3cmp"}
!1682 = distinct !{!1682, !1681, !"_RNvXNtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB6_3cmp3Ord3cmp: %other.0"}
!1683 = distinct !{!1683, !1684, !"_RNvXs1_NtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB9_3cmp10PartialOrd11partial_cmp: %self.0"}
!1684 = distinct !{!1684, !"_RNvXs1_NtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB9_3cmp10PartialOrd11partial_cmp"}
!1685 = distinct !{!1685, !1684, !"_RNvXs1_NtNtCsgEmfK2I1SDS_4core3str6traitseNtNtB9_3cmp10PartialOrd11partial_cmp: %other.0"}
!1686 = distinct !{!1686, !1687, !"_ZN4core3cmp21default_chaining_impl17h1894e1ed05bbcd99E: %lhs.0"}
!1687 = distinct !{!1687, !"_ZN4core3cmp21default_chaining_impl17h1894e1ed05bbcd99E"}
!1688 = distinct !{!1688, !1687, !"_ZN4core3cmp21default_chaining_impl17h1894e1ed05bbcd99E: %rhs.0"}
!1689 = distinct !{!1689, !1690, !"_ZN4core3cmp10PartialOrd13__chaining_lt17hd4ca206eb83c2181E: %self.0"}
!1690 = distinct !{!1690, !"_ZN4core3cmp10PartialOrd13__chaining_lt17hd4ca206eb83c2181E"}
!1691 = distinct !{!1691, !1690, !"_ZN4core3cmp10PartialOrd13__chaining_lt17hd4ca206eb83c2181E: %other.0"}
!1692 = !{!1658, !1663, !1660, !1664, !1647, !1654, !1649, !1655, !1656, !1651, !1430, !1433}
!1693 = !{!1694}
!1694 = distinct !{!1694, !1695, !"_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt: %self"}
!1695 = distinct !{!1695, !"_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt"}
!1696 = !{!1697}
!1697 = distinct !{!1697, !1695, !"_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt: %other"}
!1698 = !{!1694, !1660}
!1699 = !{!1697, !1664, !1647, !1654, !1649, !1655, !1656, !1651, !1430, !1433}
!1700 = !{!1697, !1664}
!1701 = !{!1694, !1660, !1647, !1654, !1649, !1655, !1656, !1651, !1430, !1433}
!1702 = !{!1703, !1430}
!1703 = distinct !{!1703, !1704, !"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h3726f03058ddc42cE: %self"}
!1704 = distinct !{!1704, !"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h3726f03058ddc42cE"}
!1705 = !{!1706, !1433}
!1706 = distinct !{!1706, !1707, !"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h3726f03058ddc42cE: %self"}
!1707 = distinct !{!1707, !"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h3726f03058ddc42cE"}
!1708 = !{!1706, !1430}
!1709 = !{!1430, !1433}
!1710 = distinct !{!1710, !839, !840}
!1711 = distinct !{!1711, !840, !839}
!1712 = !{!1713}
!1713 = distinct !{!1713, !1714, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14grow_amortized17h079c938211b12e89E: %self"}
!1714 = distinct !{!1714, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14grow_amortized17h079c938211b12e89E"}
!1715 = !{i64 0, i64 2}
!1716 = !{i64 0, i64 -9223372036854775807}
!1717 = !{!1718}
!1718 = distinct !{!1718, !1719, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17had993bdf35293b94E: %self"}
!1719 = distinct !{!1719, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17had993bdf35293b94E"}
!1720 = !{!1721}
!1721 = distinct !{!1721, !1719, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17had993bdf35293b94E: %_0"}
!1722 = !{!1723}
!1723 = distinct !{!1723, !1724, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14grow_amortized17h079c938211b12e89E: %self"}
!1724 = distinct !{!1724, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14grow_amortized17h079c938211b12e89E"}
!1725 = !{i32 0, i32 2}
!1726 = !{!1727}
!1727 = distinct !{!1727, !1728, !"_ZN8rust_std11word_counts17h200ff97b0113f133E: %_0"}
!1728 = distinct !{!1728, !"_ZN8rust_std11word_counts17h200ff97b0113f133E"}
!1729 = !{!1730}
!1730 = distinct !{!1730, !1731, !"_ZN4core3ptr67drop_in_place$LT$alloc..vec..Vec$LT$$LP$$RF$str$C$usize$RP$$GT$$GT$17h5aa7587bb9dfbf48E: %_1"}
!1731 = distinct !{!1731, !"_ZN4core3ptr67drop_in_place$LT$alloc..vec..Vec$LT$$LP$$RF$str$C$usize$RP$$GT$$GT$17h5aa7587bb9dfbf48E"}
!1732 = !{!1733}
!1733 = distinct !{!1733, !1734, !"_ZN4core3ptr74drop_in_place$LT$alloc..raw_vec..RawVec$LT$$LP$$RF$str$C$usize$RP$$GT$$GT$17h84d5be042ded9a43E: %_1"}
!1734 = distinct !{!1734, !"_ZN4core3ptr74drop_in_place$LT$alloc..raw_vec..RawVec$LT$$LP$$RF$str$C$usize$RP$$GT$$GT$17h84d5be042ded9a43E"}
!1735 = !{!1736}
!1736 = distinct !{!1736, !1737, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h07fd47466fe46791E: %self"}
!1737 = distinct !{!1737, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h07fd47466fe46791E"}
!1738 = !{!1739}
!1739 = distinct !{!1739, !1740, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17hcb6afb88ff7895c5E: %self"}
!1740 = distinct !{!1740, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17hcb6afb88ff7895c5E"}
!1741 = !{!1742, !1739, !1736, !1733, !1730}
!1742 = distinct !{!1742, !1743, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17had993bdf35293b94E: %self"}
!1743 = distinct !{!1743, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17had993bdf35293b94E"}
!1744 = !{!1745, !1727}
!1745 = distinct !{!1745, !1743, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17had993bdf35293b94E: %_0"}
!1746 = !{!1739, !1736, !1733, !1730, !1727}
!1747 = !{!1748, !1750, !1752, !1754, !1755, !1757, !1758, !1760, !1761, !1763, !1765, !1727}
!1748 = distinct !{!1748, !1749, !"_ZN4core3str11validations15next_code_point17hce70027c1ac25686E: %bytes"}
!1749 = distinct !{!1749, !"_ZN4core3str11validations15next_code_point17hce70027c1ac25686E"}
!1750 = distinct !{!1750, !1751, !"_RNvXs3_NtNtCsgEmfK2I1SDS_4core3str4iterNtB5_11CharIndicesNtNtNtNtB9_4iter6traits8iterator8Iterator4next: %self"}
!1751 = distinct !{!1751, !"_RNvXs3_NtNtCsgEmfK2I1SDS_4core3str4iterNtB5_11CharIndicesNtNtNtNtB9_4iter6traits8iterator8Iterator4next"}
!1752 = distinct !{!1752, !1753, !"_ZN97_$LT$core..str..pattern..MultiCharEqSearcher$LT$C$GT$$u20$as$u20$core..str..pattern..Searcher$GT$4next17h28f6f4cb0018825cE: %_0"}
!1753 = distinct !{!1753, !"_ZN97_$LT$core..str..pattern..MultiCharEqSearcher$LT$C$GT$$u20$as$u20$core..str..pattern..Searcher$GT$4next17h28f6f4cb0018825cE"}
!1754 = distinct !{!1754, !1753, !"_ZN97_$LT$core..str..pattern..MultiCharEqSearcher$LT$C$GT$$u20$as$u20$core..str..pattern..Searcher$GT$4next17h28f6f4cb0018825cE: %self"}
!1755 = distinct !{!1755, !1756, !"_ZN4core3str7pattern8Searcher10next_match17h9abde811b6dbe940E: %_0"}
!1756 = distinct !{!1756, !"_ZN4core3str7pattern8Searcher10next_match17h9abde811b6dbe940E"}
!1757 = distinct !{!1757, !1756, !"_ZN4core3str7pattern8Searcher10next_match17h9abde811b6dbe940E: %self"}
!1758 = distinct !{!1758, !1759, !"_ZN99_$LT$core..str..pattern..CharPredicateSearcher$LT$F$GT$$u20$as$u20$core..str..pattern..Searcher$GT$10next_match17h54b7df55aedd5267E: %_0"}
!1759 = distinct !{!1759, !"_ZN99_$LT$core..str..pattern..CharPredicateSearcher$LT$F$GT$$u20$as$u20$core..str..pattern..Searcher$GT$10next_match17h54b7df55aedd5267E"}
!1760 = distinct !{!1760, !1759, !"_ZN99_$LT$core..str..pattern..CharPredicateSearcher$LT$F$GT$$u20$as$u20$core..str..pattern..Searcher$GT$10next_match17h54b7df55aedd5267E: %self"}
!1761 = distinct !{!1761, !1762, !"_ZN4core3str4iter22SplitInternal$LT$P$GT$4next17h0347e3969447d6d0E: %self"}
!1762 = distinct !{!1762, !"_ZN4core3str4iter22SplitInternal$LT$P$GT$4next17h0347e3969447d6d0E"}
!1763 = distinct !{!1763, !1764, !"_ZN90_$LT$core..str..iter..Split$LT$P$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h2804e1ace1bedc09E: %self"}
!1764 = distinct !{!1764, !"_ZN90_$LT$core..str..iter..Split$LT$P$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h2804e1ace1bedc09E"}
!1765 = distinct !{!1765, !1766, !"_ZN4core4iter6traits8iterator8Iterator8try_fold17hb96834c9b68c6e2dE: %self"}
!1766 = distinct !{!1766, !"_ZN4core4iter6traits8iterator8Iterator8try_fold17hb96834c9b68c6e2dE"}
!1767 = !{!1752, !1754, !1755, !1757, !1758, !1760, !1761, !1763, !1765, !1727}
!1768 = !{!1769, !1771, !1772, !1774, !1727}
!1769 = distinct !{!1769, !1770, !"_ZN8rust_std11word_counts28_$u7b$$u7b$closure$u7d$$u7d$17h7829422141f5fad8E: %_1"}
!1770 = distinct !{!1770, !"_ZN8rust_std11word_counts28_$u7b$$u7b$closure$u7d$$u7d$17h7829422141f5fad8E"}
!1771 = distinct !{!1771, !1770, !"_ZN8rust_std11word_counts28_$u7b$$u7b$closure$u7d$$u7d$17h7829422141f5fad8E: %_2"}
!1772 = distinct !{!1772, !1773, !"_ZN94_$LT$core..slice..iter..IterMut$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4find17h53632522abbe4805E: %self"}
!1773 = distinct !{!1773, !"_ZN94_$LT$core..slice..iter..IterMut$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4find17h53632522abbe4805E"}
!1774 = distinct !{!1774, !1773, !"_ZN94_$LT$core..slice..iter..IterMut$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4find17h53632522abbe4805E: argument 1"}
!1775 = !{!1776}
!1776 = distinct !{!1776, !1777, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17h2ed64c7b24672fa3E: %self"}
!1777 = distinct !{!1777, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17h2ed64c7b24672fa3E"}
!1778 = !{!1779, !1727}
!1779 = distinct !{!1779, !1777, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17h2ed64c7b24672fa3E: %value"}
!1780 = !{!1776, !1727}
!1781 = !{!1782, !1784}
!1782 = distinct !{!1782, !1783, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17hc8d3b44ff3d10bb5E: %_0"}
!1783 = distinct !{!1783, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17hc8d3b44ff3d10bb5E"}
!1784 = distinct !{!1784, !1785, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h97905157b81b8204E: %_0"}
!1785 = distinct !{!1785, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h97905157b81b8204E"}
!1786 = !{!1787, !1789, !1790, !1792, !1794, !1784}
!1787 = distinct !{!1787, !1788, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17h002459f2eac3b4a6E: %_1"}
!1788 = distinct !{!1788, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17h002459f2eac3b4a6E"}
!1789 = distinct !{!1789, !1788, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17h002459f2eac3b4a6E: %element"}
!1790 = distinct !{!1790, !1791, !"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$8for_each17h343501e3179ed3f8E: %f"}
!1791 = distinct !{!1791, !"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$8for_each17h343501e3179ed3f8E"}
!1792 = distinct !{!1792, !1793, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17h83f8bc55a6590fcdE: %self"}
!1793 = distinct !{!1793, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17h83f8bc55a6590fcdE"}
!1794 = distinct !{!1794, !1795, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h9833e16beadd3118E: %self"}
!1795 = distinct !{!1795, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h9833e16beadd3118E"}
!1796 = distinct !{!1796, !839, !840}
!1797 = distinct !{!1797, !840, !839}
!1798 = !{!1799, !1801, !1803, !1805}
!1799 = distinct !{!1799, !1800, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17hcb6afb88ff7895c5E: %self"}
!1800 = distinct !{!1800, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17hcb6afb88ff7895c5E"}
!1801 = distinct !{!1801, !1802, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h07fd47466fe46791E: %self"}
!1802 = distinct !{!1802, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h07fd47466fe46791E"}
!1803 = distinct !{!1803, !1804, !"_ZN4core3ptr74drop_in_place$LT$alloc..raw_vec..RawVec$LT$$LP$$RF$str$C$usize$RP$$GT$$GT$17h84d5be042ded9a43E: %_1"}
!1804 = distinct !{!1804, !"_ZN4core3ptr74drop_in_place$LT$alloc..raw_vec..RawVec$LT$$LP$$RF$str$C$usize$RP$$GT$$GT$17h84d5be042ded9a43E"}
!1805 = distinct !{!1805, !1806, !"_ZN4core3ptr67drop_in_place$LT$alloc..vec..Vec$LT$$LP$$RF$str$C$usize$RP$$GT$$GT$17h5aa7587bb9dfbf48E: %_1"}
!1806 = distinct !{!1806, !"_ZN4core3ptr67drop_in_place$LT$alloc..vec..Vec$LT$$LP$$RF$str$C$usize$RP$$GT$$GT$17h5aa7587bb9dfbf48E"}
!1807 = !{!"branch_weights", !"expected", i32 2145766519, i32 1717129}
!1808 = !{!"branch_weights", !"expected", i32 2000, i32 1}
!1809 = !{!1810, !1812, !1814, !1816, !1818, !1820, !1822}
!1810 = distinct !{!1810, !1811, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17hcb6afb88ff7895c5E: %self"}
!1811 = distinct !{!1811, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17hcb6afb88ff7895c5E"}
!1812 = distinct !{!1812, !1813, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h9295a3b15de978cbE: %self"}
!1813 = distinct !{!1813, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h9295a3b15de978cbE"}
!1814 = distinct !{!1814, !1815, !"_ZN4core3ptr78drop_in_place$LT$alloc..raw_vec..RawVec$LT$$RF$$LP$$RF$str$C$usize$RP$$GT$$GT$17hd34388e81487aa73E: %_1"}
!1815 = distinct !{!1815, !"_ZN4core3ptr78drop_in_place$LT$alloc..raw_vec..RawVec$LT$$RF$$LP$$RF$str$C$usize$RP$$GT$$GT$17hd34388e81487aa73E"}
!1816 = distinct !{!1816, !1817, !"_ZN157_$LT$$LT$alloc..vec..into_iter..IntoIter$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$..drop..DropGuard$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h103596a2637449a4E: %self"}
!1817 = distinct !{!1817, !"_ZN157_$LT$$LT$alloc..vec..into_iter..IntoIter$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$..drop..DropGuard$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h103596a2637449a4E"}
!1818 = distinct !{!1818, !1819, !"_ZN4core3ptr181drop_in_place$LT$$LT$alloc..vec..into_iter..IntoIter$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$..drop..DropGuard$LT$$RF$$LP$$RF$str$C$usize$RP$$C$alloc..alloc..Global$GT$$GT$17h0b189b1e9f794f70E: %_1"}
!1819 = distinct !{!1819, !"_ZN4core3ptr181drop_in_place$LT$$LT$alloc..vec..into_iter..IntoIter$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$..drop..DropGuard$LT$$RF$$LP$$RF$str$C$usize$RP$$C$alloc..alloc..Global$GT$$GT$17h0b189b1e9f794f70E"}
!1820 = distinct !{!1820, !1821, !"_ZN86_$LT$alloc..vec..into_iter..IntoIter$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h8a11890a16e24383E: %self"}
!1821 = distinct !{!1821, !"_ZN86_$LT$alloc..vec..into_iter..IntoIter$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h8a11890a16e24383E"}
!1822 = distinct !{!1822, !1823, !"_ZN4core3ptr87drop_in_place$LT$alloc..vec..into_iter..IntoIter$LT$$RF$$LP$$RF$str$C$usize$RP$$GT$$GT$17h1b8c7536a98dd562E: %_1"}
!1823 = distinct !{!1823, !"_ZN4core3ptr87drop_in_place$LT$alloc..vec..into_iter..IntoIter$LT$$RF$$LP$$RF$str$C$usize$RP$$GT$$GT$17h1b8c7536a98dd562E"}
!1824 = !{!1825}
!1825 = distinct !{!1825, !1826, !"_ZN103_$LT$alloc..vec..into_iter..IntoIter$LT$T$C$A$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h1c5bf1b710c81e6fE: %self"}
!1826 = distinct !{!1826, !"_ZN103_$LT$alloc..vec..into_iter..IntoIter$LT$T$C$A$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h1c5bf1b710c81e6fE"}
!1827 = !{!1828, !1830, !1832, !1834, !1836, !1838, !1840}
!1828 = distinct !{!1828, !1829, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17hcb6afb88ff7895c5E: %self"}
!1829 = distinct !{!1829, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17hcb6afb88ff7895c5E"}
!1830 = distinct !{!1830, !1831, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h9295a3b15de978cbE: %self"}
!1831 = distinct !{!1831, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h9295a3b15de978cbE"}
!1832 = distinct !{!1832, !1833, !"_ZN4core3ptr78drop_in_place$LT$alloc..raw_vec..RawVec$LT$$RF$$LP$$RF$str$C$usize$RP$$GT$$GT$17hd34388e81487aa73E: %_1"}
!1833 = distinct !{!1833, !"_ZN4core3ptr78drop_in_place$LT$alloc..raw_vec..RawVec$LT$$RF$$LP$$RF$str$C$usize$RP$$GT$$GT$17hd34388e81487aa73E"}
!1834 = distinct !{!1834, !1835, !"_ZN157_$LT$$LT$alloc..vec..into_iter..IntoIter$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$..drop..DropGuard$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h103596a2637449a4E: %self"}
!1835 = distinct !{!1835, !"_ZN157_$LT$$LT$alloc..vec..into_iter..IntoIter$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$..drop..DropGuard$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h103596a2637449a4E"}
!1836 = distinct !{!1836, !1837, !"_ZN4core3ptr181drop_in_place$LT$$LT$alloc..vec..into_iter..IntoIter$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$..drop..DropGuard$LT$$RF$$LP$$RF$str$C$usize$RP$$C$alloc..alloc..Global$GT$$GT$17h0b189b1e9f794f70E: %_1"}
!1837 = distinct !{!1837, !"_ZN4core3ptr181drop_in_place$LT$$LT$alloc..vec..into_iter..IntoIter$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$..drop..DropGuard$LT$$RF$$LP$$RF$str$C$usize$RP$$C$alloc..alloc..Global$GT$$GT$17h0b189b1e9f794f70E"}
!1838 = distinct !{!1838, !1839, !"_ZN86_$LT$alloc..vec..into_iter..IntoIter$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h8a11890a16e24383E: %self"}
!1839 = distinct !{!1839, !"_ZN86_$LT$alloc..vec..into_iter..IntoIter$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h8a11890a16e24383E"}
!1840 = distinct !{!1840, !1841, !"_ZN4core3ptr87drop_in_place$LT$alloc..vec..into_iter..IntoIter$LT$$RF$$LP$$RF$str$C$usize$RP$$GT$$GT$17h1b8c7536a98dd562E: %_1"}
!1841 = distinct !{!1841, !"_ZN4core3ptr87drop_in_place$LT$alloc..vec..into_iter..IntoIter$LT$$RF$$LP$$RF$str$C$usize$RP$$GT$$GT$17h1b8c7536a98dd562E"}
!1842 = !{!1843, !1845, !1847}
!1843 = distinct !{!1843, !1844, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17hc8d3b44ff3d10bb5E: %_0"}
!1844 = distinct !{!1844, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17hc8d3b44ff3d10bb5E"}
!1845 = distinct !{!1845, !1846, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17haf646cc630b66115E: %_0"}
!1846 = distinct !{!1846, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17haf646cc630b66115E"}
!1847 = distinct !{!1847, !1846, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17haf646cc630b66115E: %iterator"}
!1848 = !{!1849, !1851, !1853, !1855}
!1849 = distinct !{!1849, !1850, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17hcb6afb88ff7895c5E: %self"}
!1850 = distinct !{!1850, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17hcb6afb88ff7895c5E"}
!1851 = distinct !{!1851, !1852, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h06e00349846c0084E: %self"}
!1852 = distinct !{!1852, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h06e00349846c0084E"}
!1853 = distinct !{!1853, !1854, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$u32$GT$$GT$17ha948f78fb2fa3f9bE: %_1"}
!1854 = distinct !{!1854, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$u32$GT$$GT$17ha948f78fb2fa3f9bE"}
!1855 = distinct !{!1855, !1856, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$u32$GT$$GT$17h13705dc3d5dae9ecE: %_1"}
!1856 = distinct !{!1856, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$u32$GT$$GT$17h13705dc3d5dae9ecE"}
!1857 = !{!1858, !1860, !1862, !1864, !1866, !1868, !1869, !1871, !1872, !1874, !1875, !1877, !1878, !1880, !1881, !1883, !1845, !1847}
!1858 = distinct !{!1858, !1859, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17hfa79cf1838bc3ddfE: %_1"}
!1859 = distinct !{!1859, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17hfa79cf1838bc3ddfE"}
!1860 = distinct !{!1860, !1861, !"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17h3c433e3aa327a79fE: %_1"}
!1861 = distinct !{!1861, !"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17h3c433e3aa327a79fE"}
!1862 = distinct !{!1862, !1863, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h2bdd11d4ce2524f3E: %_1"}
!1863 = distinct !{!1863, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h2bdd11d4ce2524f3E"}
!1864 = distinct !{!1864, !1865, !"_ZN4core3ops9try_trait26NeverShortCircuit$LT$T$GT$10wrap_mut_228_$u7b$$u7b$closure$u7d$$u7d$17h26c269999636d6f9E: %_1"}
!1865 = distinct !{!1865, !"_ZN4core3ops9try_trait26NeverShortCircuit$LT$T$GT$10wrap_mut_228_$u7b$$u7b$closure$u7d$$u7d$17h26c269999636d6f9E"}
!1866 = distinct !{!1866, !1867, !"_ZN107_$LT$core..ops..range..RangeInclusive$LT$T$GT$$u20$as$u20$core..iter..range..RangeInclusiveIteratorImpl$GT$13spec_try_fold17h73da7edf548bb4c8E: %self"}
!1867 = distinct !{!1867, !"_ZN107_$LT$core..ops..range..RangeInclusive$LT$T$GT$$u20$as$u20$core..iter..range..RangeInclusiveIteratorImpl$GT$13spec_try_fold17h73da7edf548bb4c8E"}
!1868 = distinct !{!1868, !1867, !"_ZN107_$LT$core..ops..range..RangeInclusive$LT$T$GT$$u20$as$u20$core..iter..range..RangeInclusiveIteratorImpl$GT$13spec_try_fold17h73da7edf548bb4c8E: %f"}
!1869 = distinct !{!1869, !1870, !"_ZN4core4iter5range110_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..RangeInclusive$LT$A$GT$$GT$4fold17hae5a2a49b2c6023bE: %self"}
!1870 = distinct !{!1870, !"_ZN4core4iter5range110_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..RangeInclusive$LT$A$GT$$GT$4fold17hae5a2a49b2c6023bE"}
!1871 = distinct !{!1871, !1870, !"_ZN4core4iter5range110_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..RangeInclusive$LT$A$GT$$GT$4fold17hae5a2a49b2c6023bE: %fold"}
!1872 = distinct !{!1872, !1873, !"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h7856d1c59abc7768E: %self"}
!1873 = distinct !{!1873, !"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h7856d1c59abc7768E"}
!1874 = distinct !{!1874, !1873, !"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h7856d1c59abc7768E: %g"}
!1875 = distinct !{!1875, !1876, !"_ZN4core4iter6traits8iterator8Iterator8for_each17hd729efe445f1741fE: %self"}
!1876 = distinct !{!1876, !"_ZN4core4iter6traits8iterator8Iterator8for_each17hd729efe445f1741fE"}
!1877 = distinct !{!1877, !1876, !"_ZN4core4iter6traits8iterator8Iterator8for_each17hd729efe445f1741fE: %f"}
!1878 = distinct !{!1878, !1879, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17h0c73249c1ae6d217E: %self"}
!1879 = distinct !{!1879, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17h0c73249c1ae6d217E"}
!1880 = distinct !{!1880, !1879, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17h0c73249c1ae6d217E: %iterator"}
!1881 = distinct !{!1881, !1882, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h07c255752e80c518E: %self"}
!1882 = distinct !{!1882, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h07c255752e80c518E"}
!1883 = distinct !{!1883, !1882, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h07c255752e80c518E: %iterator"}
!1884 = !{!1885, !1887, !1889, !1891, !1866, !1868, !1869, !1871, !1872, !1874, !1875, !1877, !1878, !1880, !1881, !1883, !1845, !1847}
!1885 = distinct !{!1885, !1886, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17hfa79cf1838bc3ddfE: %_1"}
!1886 = distinct !{!1886, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17hfa79cf1838bc3ddfE"}
!1887 = distinct !{!1887, !1888, !"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17h3c433e3aa327a79fE: %_1"}
!1888 = distinct !{!1888, !"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17h3c433e3aa327a79fE"}
!1889 = distinct !{!1889, !1890, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h2bdd11d4ce2524f3E: %_1"}
!1890 = distinct !{!1890, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h2bdd11d4ce2524f3E"}
!1891 = distinct !{!1891, !1892, !"_ZN4core3ops9try_trait26NeverShortCircuit$LT$T$GT$10wrap_mut_228_$u7b$$u7b$closure$u7d$$u7d$17h26c269999636d6f9E: %_1"}
!1892 = distinct !{!1892, !"_ZN4core3ops9try_trait26NeverShortCircuit$LT$T$GT$10wrap_mut_228_$u7b$$u7b$closure$u7d$$u7d$17h26c269999636d6f9E"}
!1893 = !{!1894, !1896}
!1894 = distinct !{!1894, !1895, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17hc8d3b44ff3d10bb5E: %_0"}
!1895 = distinct !{!1895, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17hc8d3b44ff3d10bb5E"}
!1896 = distinct !{!1896, !1897, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h078545d547817111E: %_0"}
!1897 = distinct !{!1897, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h078545d547817111E"}
!1898 = !{!1899}
!1899 = distinct !{!1899, !1900, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hea4617ae2986a04fE: %elt"}
!1900 = distinct !{!1900, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hea4617ae2986a04fE"}
!1901 = !{!1902}
!1902 = distinct !{!1902, !1903, !"_ZN8rust_std4main28_$u7b$$u7b$closure$u7d$$u7d$17h5badf0cb90896ca8E: %x"}
!1903 = distinct !{!1903, !"_ZN8rust_std4main28_$u7b$$u7b$closure$u7d$$u7d$17h5badf0cb90896ca8E"}
!1904 = !{!1905, !1902, !1906, !1899, !1907, !1909, !1911, !1913, !1915, !1896}
!1905 = distinct !{!1905, !1903, !"_ZN8rust_std4main28_$u7b$$u7b$closure$u7d$$u7d$17h5badf0cb90896ca8E: %_0"}
!1906 = distinct !{!1906, !1900, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hea4617ae2986a04fE: %_1"}
!1907 = distinct !{!1907, !1908, !"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17haab7f35658e6fd06E: %f"}
!1908 = distinct !{!1908, !"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17haab7f35658e6fd06E"}
!1909 = distinct !{!1909, !1910, !"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h6ac85b4aa3b139d0E: %g"}
!1910 = distinct !{!1910, !"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h6ac85b4aa3b139d0E"}
!1911 = distinct !{!1911, !1912, !"_ZN4core4iter6traits8iterator8Iterator8for_each17h2ed2509d8e1cbf0eE: %f"}
!1912 = distinct !{!1912, !"_ZN4core4iter6traits8iterator8Iterator8for_each17h2ed2509d8e1cbf0eE"}
!1913 = distinct !{!1913, !1914, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17hf0e179d32f6151e5E: %self"}
!1914 = distinct !{!1914, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17hf0e179d32f6151e5E"}
!1915 = distinct !{!1915, !1916, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h21f294d0bf1c18cfE: %self"}
!1916 = distinct !{!1916, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h21f294d0bf1c18cfE"}
!1917 = !{!1902, !1899}
!1918 = !{!1905, !1906, !1907, !1909, !1911, !1913, !1915, !1896}
!1919 = !{!1907, !1909, !1911, !1913, !1915, !1896}
!1920 = !{!1921, !1905, !1902, !1906, !1899, !1907, !1909, !1911, !1913, !1915, !1896}
!1921 = distinct !{!1921, !1922, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17hc8d3b44ff3d10bb5E: %_0"}
!1922 = distinct !{!1922, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17hc8d3b44ff3d10bb5E"}
!1923 = !{!1924, !1926, !1906, !1899, !1907, !1909, !1911, !1913, !1915, !1896}
!1924 = distinct !{!1924, !1925, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17hd1083cc2b72f0943E: %_1"}
!1925 = distinct !{!1925, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17hd1083cc2b72f0943E"}
!1926 = distinct !{!1926, !1927, !"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17h87f67f5c547fc9ffE: %_1"}
!1927 = distinct !{!1927, !"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17h87f67f5c547fc9ffE"}
!1928 = !{!1929}
!1929 = distinct !{!1929, !1930, !"_ZN4core3ptr52drop_in_place$LT$$u5b$alloc..string..String$u5d$$GT$17hbaf0cd42fe484a33E: %_1.0"}
!1930 = distinct !{!1930, !"_ZN4core3ptr52drop_in_place$LT$$u5b$alloc..string..String$u5d$$GT$17hbaf0cd42fe484a33E"}
!1931 = !{!1896}
!1932 = !{!1933}
!1933 = distinct !{!1933, !1934, !"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h482fabe418f4b002E: %_1"}
!1934 = distinct !{!1934, !"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h482fabe418f4b002E"}
!1935 = !{!1936}
!1936 = distinct !{!1936, !1937, !"_ZN4core3ptr46drop_in_place$LT$alloc..vec..Vec$LT$u8$GT$$GT$17h199d852d94756dbdE: %_1"}
!1937 = distinct !{!1937, !"_ZN4core3ptr46drop_in_place$LT$alloc..vec..Vec$LT$u8$GT$$GT$17h199d852d94756dbdE"}
!1938 = !{!1939}
!1939 = distinct !{!1939, !1940, !"_ZN4core3ptr53drop_in_place$LT$alloc..raw_vec..RawVec$LT$u8$GT$$GT$17h5e15cb92d7b42bbaE: %_1"}
!1940 = distinct !{!1940, !"_ZN4core3ptr53drop_in_place$LT$alloc..raw_vec..RawVec$LT$u8$GT$$GT$17h5e15cb92d7b42bbaE"}
!1941 = !{!1942}
!1942 = distinct !{!1942, !1943, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h06c2fc903e8453b3E: %self"}
!1943 = distinct !{!1943, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h06c2fc903e8453b3E"}
!1944 = !{!1945}
!1945 = distinct !{!1945, !1946, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17hcb6afb88ff7895c5E: %self"}
!1946 = distinct !{!1946, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17hcb6afb88ff7895c5E"}
!1947 = !{!1948, !1945, !1942, !1939, !1936, !1933, !1929}
!1948 = distinct !{!1948, !1949, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17had993bdf35293b94E: %self"}
!1949 = distinct !{!1949, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17had993bdf35293b94E"}
!1950 = !{!1951, !1952, !1954, !1896}
!1951 = distinct !{!1951, !1949, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17had993bdf35293b94E: %_0"}
!1952 = distinct !{!1952, !1953, !"_ZN70_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h2e9e52f3476dc26dE: %self"}
!1953 = distinct !{!1953, !"_ZN70_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h2e9e52f3476dc26dE"}
!1954 = distinct !{!1954, !1955, !"_ZN4core3ptr65drop_in_place$LT$alloc..vec..Vec$LT$alloc..string..String$GT$$GT$17hbee6a2f22c88fe5dE: %_1"}
!1955 = distinct !{!1955, !"_ZN4core3ptr65drop_in_place$LT$alloc..vec..Vec$LT$alloc..string..String$GT$$GT$17hbee6a2f22c88fe5dE"}
!1956 = !{!1945, !1942, !1939, !1936, !1933, !1929, !1952, !1954, !1896}
!1957 = !{!1958, !1960, !1962, !1954, !1896}
!1958 = distinct !{!1958, !1959, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17hcb6afb88ff7895c5E: %self"}
!1959 = distinct !{!1959, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17hcb6afb88ff7895c5E"}
!1960 = distinct !{!1960, !1961, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h6b357756511087c8E: %self"}
!1961 = distinct !{!1961, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h6b357756511087c8E"}
!1962 = distinct !{!1962, !1963, !"_ZN4core3ptr72drop_in_place$LT$alloc..raw_vec..RawVec$LT$alloc..string..String$GT$$GT$17h90f8db944d366817E: %_1"}
!1963 = distinct !{!1963, !"_ZN4core3ptr72drop_in_place$LT$alloc..raw_vec..RawVec$LT$alloc..string..String$GT$$GT$17h90f8db944d366817E"}
!1964 = !{!1965}
!1965 = distinct !{!1965, !1966, !"_ZN5alloc3str17join_generic_copy17h2c55d88d14461ee6E: %slice.0"}
!1966 = distinct !{!1966, !"_ZN5alloc3str17join_generic_copy17h2c55d88d14461ee6E"}
!1967 = !{!1968, !1970, !1972, !1965}
!1968 = distinct !{!1968, !1969, !"_RNvXs0_NtCslNYArtu3iFV_5alloc3strNtNtB7_6string6StringINtNtCsgEmfK2I1SDS_4core6borrow6BorroweE6borrow: %self"}
!1969 = distinct !{!1969, !"_RNvXs0_NtCslNYArtu3iFV_5alloc3strNtNtB7_6string6StringINtNtCsgEmfK2I1SDS_4core6borrow6BorroweE6borrow"}
!1970 = distinct !{!1970, !1971, !"_ZN5alloc3str17join_generic_copy28_$u7b$$u7b$closure$u7d$$u7d$28_$u7b$$u7b$closure$u7d$$u7d$17hb1ff9c27d92cecb1E: %s"}
!1971 = distinct !{!1971, !"_ZN5alloc3str17join_generic_copy28_$u7b$$u7b$closure$u7d$$u7d$28_$u7b$$u7b$closure$u7d$$u7d$17hb1ff9c27d92cecb1E"}
!1972 = distinct !{!1972, !1973, !"_ZN4core4iter8adapters3map12map_try_fold28_$u7b$$u7b$closure$u7d$$u7d$17hc15fd4d6bdfd528eE: %elt"}
!1973 = distinct !{!1973, !"_ZN4core4iter8adapters3map12map_try_fold28_$u7b$$u7b$closure$u7d$$u7d$17hc15fd4d6bdfd528eE"}
!1974 = !{!1975, !1977}
!1975 = distinct !{!1975, !1976, !"_ZN4core4iter6traits8iterator8Iterator8try_fold17h70ce3693ce08f400E: %self"}
!1976 = distinct !{!1976, !"_ZN4core4iter6traits8iterator8Iterator8try_fold17h70ce3693ce08f400E"}
!1977 = distinct !{!1977, !1966, !"_ZN5alloc3str17join_generic_copy17h2c55d88d14461ee6E: %_0"}
!1978 = !{!1977, !1965}
!1979 = !{!1980, !1977, !1965}
!1980 = distinct !{!1980, !1981, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17hc8d3b44ff3d10bb5E: %_0"}
!1981 = distinct !{!1981, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17hc8d3b44ff3d10bb5E"}
!1982 = !{!1983}
!1983 = distinct !{!1983, !1984, !"_ZN4core3ptr46drop_in_place$LT$alloc..vec..Vec$LT$u8$GT$$GT$17h199d852d94756dbdE: %_1"}
!1984 = distinct !{!1984, !"_ZN4core3ptr46drop_in_place$LT$alloc..vec..Vec$LT$u8$GT$$GT$17h199d852d94756dbdE"}
!1985 = !{!1986}
!1986 = distinct !{!1986, !1987, !"_ZN4core3ptr53drop_in_place$LT$alloc..raw_vec..RawVec$LT$u8$GT$$GT$17h5e15cb92d7b42bbaE: %_1"}
!1987 = distinct !{!1987, !"_ZN4core3ptr53drop_in_place$LT$alloc..raw_vec..RawVec$LT$u8$GT$$GT$17h5e15cb92d7b42bbaE"}
!1988 = !{!1989}
!1989 = distinct !{!1989, !1990, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h06c2fc903e8453b3E: %self"}
!1990 = distinct !{!1990, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h06c2fc903e8453b3E"}
!1991 = !{!1992}
!1992 = distinct !{!1992, !1993, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17hcb6afb88ff7895c5E: %self"}
!1993 = distinct !{!1993, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17hcb6afb88ff7895c5E"}
!1994 = !{!1995, !1992, !1989, !1986, !1983}
!1995 = distinct !{!1995, !1996, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17had993bdf35293b94E: %self"}
!1996 = distinct !{!1996, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17had993bdf35293b94E"}
!1997 = !{!1998, !1977, !1965}
!1998 = distinct !{!1998, !1996, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17had993bdf35293b94E: %_0"}
!1999 = !{!1992, !1989, !1986, !1983, !1977, !1965}
!2000 = !{!2001, !1965}
!2001 = distinct !{!2001, !2002, !"_RNvXs0_NtCslNYArtu3iFV_5alloc3strNtNtB7_6string6StringINtNtCsgEmfK2I1SDS_4core6borrow6BorroweE6borrow: %self"}
!2002 = distinct !{!2002, !"_RNvXs0_NtCslNYArtu3iFV_5alloc3strNtNtB7_6string6StringINtNtCsgEmfK2I1SDS_4core6borrow6BorroweE6borrow"}
!2003 = !{!1977}
!2004 = !{!2005}
!2005 = distinct !{!2005, !2006, !"_ZN132_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$$RF$T$C$core..slice..iter..Iter$LT$T$GT$$GT$$GT$11spec_extend17h93edc48163db3ce4E: %self"}
!2006 = distinct !{!2006, !"_ZN132_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$$RF$T$C$core..slice..iter..Iter$LT$T$GT$$GT$$GT$11spec_extend17h93edc48163db3ce4E"}
!2007 = !{!2008}
!2008 = distinct !{!2008, !2009, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$15append_elements17hfd4fcbcc43c1f791E: %self"}
!2009 = distinct !{!2009, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$15append_elements17hfd4fcbcc43c1f791E"}
!2010 = !{!2008, !2005}
!2011 = !{!2008, !2005, !1977, !1965}
!2012 = !{!2013, !1965}
!2013 = distinct !{!2013, !2014, !"_RNvXs0_NtCslNYArtu3iFV_5alloc3strNtNtB7_6string6StringINtNtCsgEmfK2I1SDS_4core6borrow6BorroweE6borrow: %self"}
!2014 = distinct !{!2014, !"_RNvXs0_NtCslNYArtu3iFV_5alloc3strNtNtB7_6string6StringINtNtCsgEmfK2I1SDS_4core6borrow6BorroweE6borrow"}
!2015 = !{!2016, !2018}
!2016 = distinct !{!2016, !2017, !"_ZN4core5slice20copy_from_slice_impl17h6b595d55d3d42ca3E: %dest.0"}
!2017 = distinct !{!2017, !"_ZN4core5slice20copy_from_slice_impl17h6b595d55d3d42ca3E"}
!2018 = distinct !{!2018, !2017, !"_ZN4core5slice20copy_from_slice_impl17h6b595d55d3d42ca3E: %src.0"}
!2019 = !{!2020, !2022}
!2020 = distinct !{!2020, !2021, !"_ZN4core5slice20copy_from_slice_impl17h6b595d55d3d42ca3E: %dest.0"}
!2021 = distinct !{!2021, !"_ZN4core5slice20copy_from_slice_impl17h6b595d55d3d42ca3E"}
!2022 = distinct !{!2022, !2021, !"_ZN4core5slice20copy_from_slice_impl17h6b595d55d3d42ca3E: %src.0"}
!2023 = !{!2024}
!2024 = distinct !{!2024, !2025, !"_ZN4core3ptr52drop_in_place$LT$$u5b$alloc..string..String$u5d$$GT$17hbaf0cd42fe484a33E: %_1.0"}
!2025 = distinct !{!2025, !"_ZN4core3ptr52drop_in_place$LT$$u5b$alloc..string..String$u5d$$GT$17hbaf0cd42fe484a33E"}
!2026 = !{!2027}
!2027 = distinct !{!2027, !2028, !"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h482fabe418f4b002E: %_1"}
!2028 = distinct !{!2028, !"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h482fabe418f4b002E"}
!2029 = !{!2030}
!2030 = distinct !{!2030, !2031, !"_ZN4core3ptr46drop_in_place$LT$alloc..vec..Vec$LT$u8$GT$$GT$17h199d852d94756dbdE: %_1"}
!2031 = distinct !{!2031, !"_ZN4core3ptr46drop_in_place$LT$alloc..vec..Vec$LT$u8$GT$$GT$17h199d852d94756dbdE"}
!2032 = !{!2033}
!2033 = distinct !{!2033, !2034, !"_ZN4core3ptr53drop_in_place$LT$alloc..raw_vec..RawVec$LT$u8$GT$$GT$17h5e15cb92d7b42bbaE: %_1"}
!2034 = distinct !{!2034, !"_ZN4core3ptr53drop_in_place$LT$alloc..raw_vec..RawVec$LT$u8$GT$$GT$17h5e15cb92d7b42bbaE"}
!2035 = !{!2036}
!2036 = distinct !{!2036, !2037, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h06c2fc903e8453b3E: %self"}
!2037 = distinct !{!2037, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h06c2fc903e8453b3E"}
!2038 = !{!2039}
!2039 = distinct !{!2039, !2040, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17hcb6afb88ff7895c5E: %self"}
!2040 = distinct !{!2040, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17hcb6afb88ff7895c5E"}
!2041 = !{!2042, !2039, !2036, !2033, !2030, !2027, !2024}
!2042 = distinct !{!2042, !2043, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17had993bdf35293b94E: %self"}
!2043 = distinct !{!2043, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17had993bdf35293b94E"}
!2044 = !{!2045, !2046, !2048}
!2045 = distinct !{!2045, !2043, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17had993bdf35293b94E: %_0"}
!2046 = distinct !{!2046, !2047, !"_ZN70_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h2e9e52f3476dc26dE: %self"}
!2047 = distinct !{!2047, !"_ZN70_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h2e9e52f3476dc26dE"}
!2048 = distinct !{!2048, !2049, !"_ZN4core3ptr65drop_in_place$LT$alloc..vec..Vec$LT$alloc..string..String$GT$$GT$17hbee6a2f22c88fe5dE: %_1"}
!2049 = distinct !{!2049, !"_ZN4core3ptr65drop_in_place$LT$alloc..vec..Vec$LT$alloc..string..String$GT$$GT$17hbee6a2f22c88fe5dE"}
!2050 = !{!2039, !2036, !2033, !2030, !2027, !2024, !2046, !2048}
!2051 = !{!2052}
!2052 = distinct !{!2052, !2028, !"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h482fabe418f4b002E: %_1:It1"}
!2053 = !{!2054}
!2054 = distinct !{!2054, !2031, !"_ZN4core3ptr46drop_in_place$LT$alloc..vec..Vec$LT$u8$GT$$GT$17h199d852d94756dbdE: %_1:It1"}
!2055 = !{!2056}
!2056 = distinct !{!2056, !2034, !"_ZN4core3ptr53drop_in_place$LT$alloc..raw_vec..RawVec$LT$u8$GT$$GT$17h5e15cb92d7b42bbaE: %_1:It1"}
!2057 = !{!2058}
!2058 = distinct !{!2058, !2037, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h06c2fc903e8453b3E: %self:It1"}
!2059 = !{!2060}
!2060 = distinct !{!2060, !2040, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17hcb6afb88ff7895c5E: %self:It1"}
!2061 = !{!2042, !2060, !2058, !2056, !2054, !2052, !2024}
!2062 = !{!2060, !2058, !2056, !2054, !2052, !2024, !2046, !2048}
!2063 = !{!2064}
!2064 = distinct !{!2064, !2028, !"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h482fabe418f4b002E: %_1:It2"}
!2065 = !{!2066}
!2066 = distinct !{!2066, !2031, !"_ZN4core3ptr46drop_in_place$LT$alloc..vec..Vec$LT$u8$GT$$GT$17h199d852d94756dbdE: %_1:It2"}
!2067 = !{!2068}
!2068 = distinct !{!2068, !2034, !"_ZN4core3ptr53drop_in_place$LT$alloc..raw_vec..RawVec$LT$u8$GT$$GT$17h5e15cb92d7b42bbaE: %_1:It2"}
!2069 = !{!2070}
!2070 = distinct !{!2070, !2037, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h06c2fc903e8453b3E: %self:It2"}
!2071 = !{!2072}
!2072 = distinct !{!2072, !2040, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17hcb6afb88ff7895c5E: %self:It2"}
!2073 = !{!2042, !2072, !2070, !2068, !2066, !2064, !2024}
!2074 = !{!2072, !2070, !2068, !2066, !2064, !2024, !2046, !2048}
!2075 = !{!2076}
!2076 = distinct !{!2076, !2028, !"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h482fabe418f4b002E: %_1:It3"}
!2077 = !{!2078}
!2078 = distinct !{!2078, !2031, !"_ZN4core3ptr46drop_in_place$LT$alloc..vec..Vec$LT$u8$GT$$GT$17h199d852d94756dbdE: %_1:It3"}
!2079 = !{!2080}
!2080 = distinct !{!2080, !2034, !"_ZN4core3ptr53drop_in_place$LT$alloc..raw_vec..RawVec$LT$u8$GT$$GT$17h5e15cb92d7b42bbaE: %_1:It3"}
!2081 = !{!2082}
!2082 = distinct !{!2082, !2037, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h06c2fc903e8453b3E: %self:It3"}
!2083 = !{!2084}
!2084 = distinct !{!2084, !2040, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17hcb6afb88ff7895c5E: %self:It3"}
!2085 = !{!2042, !2084, !2082, !2080, !2078, !2076, !2024}
!2086 = !{!2084, !2082, !2080, !2078, !2076, !2024, !2046, !2048}
!2087 = !{!2088}
!2088 = distinct !{!2088, !2028, !"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h482fabe418f4b002E: %_1:It4"}
!2089 = !{!2090}
!2090 = distinct !{!2090, !2031, !"_ZN4core3ptr46drop_in_place$LT$alloc..vec..Vec$LT$u8$GT$$GT$17h199d852d94756dbdE: %_1:It4"}
!2091 = !{!2092}
!2092 = distinct !{!2092, !2034, !"_ZN4core3ptr53drop_in_place$LT$alloc..raw_vec..RawVec$LT$u8$GT$$GT$17h5e15cb92d7b42bbaE: %_1:It4"}
!2093 = !{!2094}
!2094 = distinct !{!2094, !2037, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h06c2fc903e8453b3E: %self:It4"}
!2095 = !{!2096}
!2096 = distinct !{!2096, !2040, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17hcb6afb88ff7895c5E: %self:It4"}
!2097 = !{!2042, !2096, !2094, !2092, !2090, !2088, !2024}
!2098 = !{!2096, !2094, !2092, !2090, !2088, !2024, !2046, !2048}
!2099 = !{!2100}
!2100 = distinct !{!2100, !2028, !"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h482fabe418f4b002E: %_1:It5"}
!2101 = !{!2102}
!2102 = distinct !{!2102, !2031, !"_ZN4core3ptr46drop_in_place$LT$alloc..vec..Vec$LT$u8$GT$$GT$17h199d852d94756dbdE: %_1:It5"}
!2103 = !{!2104}
!2104 = distinct !{!2104, !2034, !"_ZN4core3ptr53drop_in_place$LT$alloc..raw_vec..RawVec$LT$u8$GT$$GT$17h5e15cb92d7b42bbaE: %_1:It5"}
!2105 = !{!2106}
!2106 = distinct !{!2106, !2037, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h06c2fc903e8453b3E: %self:It5"}
!2107 = !{!2108}
!2108 = distinct !{!2108, !2040, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17hcb6afb88ff7895c5E: %self:It5"}
!2109 = !{!2042, !2108, !2106, !2104, !2102, !2100, !2024}
!2110 = !{!2108, !2106, !2104, !2102, !2100, !2024, !2046, !2048}
!2111 = !{!2112}
!2112 = distinct !{!2112, !2028, !"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h482fabe418f4b002E: %_1:It6"}
!2113 = !{!2114}
!2114 = distinct !{!2114, !2031, !"_ZN4core3ptr46drop_in_place$LT$alloc..vec..Vec$LT$u8$GT$$GT$17h199d852d94756dbdE: %_1:It6"}
!2115 = !{!2116}
!2116 = distinct !{!2116, !2034, !"_ZN4core3ptr53drop_in_place$LT$alloc..raw_vec..RawVec$LT$u8$GT$$GT$17h5e15cb92d7b42bbaE: %_1:It6"}
!2117 = !{!2118}
!2118 = distinct !{!2118, !2037, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h06c2fc903e8453b3E: %self:It6"}
!2119 = !{!2120}
!2120 = distinct !{!2120, !2040, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17hcb6afb88ff7895c5E: %self:It6"}
!2121 = !{!2042, !2120, !2118, !2116, !2114, !2112, !2024}
!2122 = !{!2120, !2118, !2116, !2114, !2112, !2024, !2046, !2048}
!2123 = !{!2124}
!2124 = distinct !{!2124, !2028, !"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h482fabe418f4b002E: %_1:It7"}
!2125 = !{!2126}
!2126 = distinct !{!2126, !2031, !"_ZN4core3ptr46drop_in_place$LT$alloc..vec..Vec$LT$u8$GT$$GT$17h199d852d94756dbdE: %_1:It7"}
!2127 = !{!2128}
!2128 = distinct !{!2128, !2034, !"_ZN4core3ptr53drop_in_place$LT$alloc..raw_vec..RawVec$LT$u8$GT$$GT$17h5e15cb92d7b42bbaE: %_1:It7"}
!2129 = !{!2130}
!2130 = distinct !{!2130, !2037, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h06c2fc903e8453b3E: %self:It7"}
!2131 = !{!2132}
!2132 = distinct !{!2132, !2040, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17hcb6afb88ff7895c5E: %self:It7"}
!2133 = !{!2042, !2132, !2130, !2128, !2126, !2124, !2024}
!2134 = !{!2132, !2130, !2128, !2126, !2124, !2024, !2046, !2048}
!2135 = !{!2136}
!2136 = distinct !{!2136, !2028, !"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h482fabe418f4b002E: %_1:It8"}
!2137 = !{!2138}
!2138 = distinct !{!2138, !2031, !"_ZN4core3ptr46drop_in_place$LT$alloc..vec..Vec$LT$u8$GT$$GT$17h199d852d94756dbdE: %_1:It8"}
!2139 = !{!2140}
!2140 = distinct !{!2140, !2034, !"_ZN4core3ptr53drop_in_place$LT$alloc..raw_vec..RawVec$LT$u8$GT$$GT$17h5e15cb92d7b42bbaE: %_1:It8"}
!2141 = !{!2142}
!2142 = distinct !{!2142, !2037, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h06c2fc903e8453b3E: %self:It8"}
!2143 = !{!2144}
!2144 = distinct !{!2144, !2040, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17hcb6afb88ff7895c5E: %self:It8"}
!2145 = !{!2042, !2144, !2142, !2140, !2138, !2136, !2024}
!2146 = !{!2144, !2142, !2140, !2138, !2136, !2024, !2046, !2048}
!2147 = !{!2148}
!2148 = distinct !{!2148, !2028, !"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h482fabe418f4b002E: %_1:It9"}
!2149 = !{!2150}
!2150 = distinct !{!2150, !2031, !"_ZN4core3ptr46drop_in_place$LT$alloc..vec..Vec$LT$u8$GT$$GT$17h199d852d94756dbdE: %_1:It9"}
!2151 = !{!2152}
!2152 = distinct !{!2152, !2034, !"_ZN4core3ptr53drop_in_place$LT$alloc..raw_vec..RawVec$LT$u8$GT$$GT$17h5e15cb92d7b42bbaE: %_1:It9"}
!2153 = !{!2154}
!2154 = distinct !{!2154, !2037, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h06c2fc903e8453b3E: %self:It9"}
!2155 = !{!2156}
!2156 = distinct !{!2156, !2040, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17hcb6afb88ff7895c5E: %self:It9"}
!2157 = !{!2042, !2156, !2154, !2152, !2150, !2148, !2024}
!2158 = !{!2156, !2154, !2152, !2150, !2148, !2024, !2046, !2048}
!2159 = !{!2160}
!2160 = distinct !{!2160, !2161, !"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h482fabe418f4b002E: %_1"}
!2161 = distinct !{!2161, !"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h482fabe418f4b002E"}
!2162 = !{!2163}
!2163 = distinct !{!2163, !2164, !"_ZN4core3ptr46drop_in_place$LT$alloc..vec..Vec$LT$u8$GT$$GT$17h199d852d94756dbdE: %_1"}
!2164 = distinct !{!2164, !"_ZN4core3ptr46drop_in_place$LT$alloc..vec..Vec$LT$u8$GT$$GT$17h199d852d94756dbdE"}
!2165 = !{!2166}
!2166 = distinct !{!2166, !2167, !"_ZN4core3ptr53drop_in_place$LT$alloc..raw_vec..RawVec$LT$u8$GT$$GT$17h5e15cb92d7b42bbaE: %_1"}
!2167 = distinct !{!2167, !"_ZN4core3ptr53drop_in_place$LT$alloc..raw_vec..RawVec$LT$u8$GT$$GT$17h5e15cb92d7b42bbaE"}
!2168 = !{!2169}
!2169 = distinct !{!2169, !2170, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h06c2fc903e8453b3E: %self"}
!2170 = distinct !{!2170, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h06c2fc903e8453b3E"}
!2171 = !{!2172}
!2172 = distinct !{!2172, !2173, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17hcb6afb88ff7895c5E: %self"}
!2173 = distinct !{!2173, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17hcb6afb88ff7895c5E"}
!2174 = !{!2175, !2172, !2169, !2166, !2163, !2160}
!2175 = distinct !{!2175, !2176, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17had993bdf35293b94E: %self"}
!2176 = distinct !{!2176, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17had993bdf35293b94E"}
!2177 = !{!2178}
!2178 = distinct !{!2178, !2176, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17had993bdf35293b94E: %_0"}
!2179 = !{!2172, !2169, !2166, !2163, !2160}
!2180 = !{!2181, !2183, !2185, !2048}
!2181 = distinct !{!2181, !2182, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17hcb6afb88ff7895c5E: %self"}
!2182 = distinct !{!2182, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17hcb6afb88ff7895c5E"}
!2183 = distinct !{!2183, !2184, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h6b357756511087c8E: %self"}
!2184 = distinct !{!2184, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h6b357756511087c8E"}
!2185 = distinct !{!2185, !2186, !"_ZN4core3ptr72drop_in_place$LT$alloc..raw_vec..RawVec$LT$alloc..string..String$GT$$GT$17h90f8db944d366817E: %_1"}
!2186 = distinct !{!2186, !"_ZN4core3ptr72drop_in_place$LT$alloc..raw_vec..RawVec$LT$alloc..string..String$GT$$GT$17h90f8db944d366817E"}
!2187 = !{!2188}
!2188 = distinct !{!2188, !2189, !"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h482fabe418f4b002E: %_1"}
!2189 = distinct !{!2189, !"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h482fabe418f4b002E"}
!2190 = !{!2191}
!2191 = distinct !{!2191, !2192, !"_ZN4core3ptr46drop_in_place$LT$alloc..vec..Vec$LT$u8$GT$$GT$17h199d852d94756dbdE: %_1"}
!2192 = distinct !{!2192, !"_ZN4core3ptr46drop_in_place$LT$alloc..vec..Vec$LT$u8$GT$$GT$17h199d852d94756dbdE"}
!2193 = !{!2194}
!2194 = distinct !{!2194, !2195, !"_ZN4core3ptr53drop_in_place$LT$alloc..raw_vec..RawVec$LT$u8$GT$$GT$17h5e15cb92d7b42bbaE: %_1"}
!2195 = distinct !{!2195, !"_ZN4core3ptr53drop_in_place$LT$alloc..raw_vec..RawVec$LT$u8$GT$$GT$17h5e15cb92d7b42bbaE"}
!2196 = !{!2197}
!2197 = distinct !{!2197, !2198, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h06c2fc903e8453b3E: %self"}
!2198 = distinct !{!2198, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h06c2fc903e8453b3E"}
!2199 = !{!2200}
!2200 = distinct !{!2200, !2201, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17hcb6afb88ff7895c5E: %self"}
!2201 = distinct !{!2201, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17hcb6afb88ff7895c5E"}
!2202 = !{!2203, !2200, !2197, !2194, !2191, !2188}
!2203 = distinct !{!2203, !2204, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17had993bdf35293b94E: %self"}
!2204 = distinct !{!2204, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17had993bdf35293b94E"}
!2205 = !{!2206}
!2206 = distinct !{!2206, !2204, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17had993bdf35293b94E: %_0"}
!2207 = !{!2200, !2197, !2194, !2191, !2188}
!2208 = !{!2209, !2211, !2213, !2215}
!2209 = distinct !{!2209, !2210, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17hcb6afb88ff7895c5E: %self"}
!2210 = distinct !{!2210, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17hcb6afb88ff7895c5E"}
!2211 = distinct !{!2211, !2212, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h06e00349846c0084E: %self"}
!2212 = distinct !{!2212, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h06e00349846c0084E"}
!2213 = distinct !{!2213, !2214, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$u32$GT$$GT$17ha948f78fb2fa3f9bE: %_1"}
!2214 = distinct !{!2214, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$u32$GT$$GT$17ha948f78fb2fa3f9bE"}
!2215 = distinct !{!2215, !2216, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$u32$GT$$GT$17h13705dc3d5dae9ecE: %_1"}
!2216 = distinct !{!2216, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$u32$GT$$GT$17h13705dc3d5dae9ecE"}
!2217 = !{!2218, !2220, !2222, !2224}
!2218 = distinct !{!2218, !2219, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17hcb6afb88ff7895c5E: %self"}
!2219 = distinct !{!2219, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17hcb6afb88ff7895c5E"}
!2220 = distinct !{!2220, !2221, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h07fd47466fe46791E: %self"}
!2221 = distinct !{!2221, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h07fd47466fe46791E"}
!2222 = distinct !{!2222, !2223, !"_ZN4core3ptr74drop_in_place$LT$alloc..raw_vec..RawVec$LT$$LP$$RF$str$C$usize$RP$$GT$$GT$17h84d5be042ded9a43E: %_1"}
!2223 = distinct !{!2223, !"_ZN4core3ptr74drop_in_place$LT$alloc..raw_vec..RawVec$LT$$LP$$RF$str$C$usize$RP$$GT$$GT$17h84d5be042ded9a43E"}
!2224 = distinct !{!2224, !2225, !"_ZN4core3ptr67drop_in_place$LT$alloc..vec..Vec$LT$$LP$$RF$str$C$usize$RP$$GT$$GT$17h5aa7587bb9dfbf48E: %_1"}
!2225 = distinct !{!2225, !"_ZN4core3ptr67drop_in_place$LT$alloc..vec..Vec$LT$$LP$$RF$str$C$usize$RP$$GT$$GT$17h5aa7587bb9dfbf48E"}
!2226 = !{!2227, !2229, !2231, !2233}
!2227 = distinct !{!2227, !2228, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17hcb6afb88ff7895c5E: %self"}
!2228 = distinct !{!2228, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17hcb6afb88ff7895c5E"}
!2229 = distinct !{!2229, !2230, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h9295a3b15de978cbE: %self"}
!2230 = distinct !{!2230, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h9295a3b15de978cbE"}
!2231 = distinct !{!2231, !2232, !"_ZN4core3ptr78drop_in_place$LT$alloc..raw_vec..RawVec$LT$$RF$$LP$$RF$str$C$usize$RP$$GT$$GT$17hd34388e81487aa73E: %_1"}
!2232 = distinct !{!2232, !"_ZN4core3ptr78drop_in_place$LT$alloc..raw_vec..RawVec$LT$$RF$$LP$$RF$str$C$usize$RP$$GT$$GT$17hd34388e81487aa73E"}
!2233 = distinct !{!2233, !2234, !"_ZN4core3ptr71drop_in_place$LT$alloc..vec..Vec$LT$$RF$$LP$$RF$str$C$usize$RP$$GT$$GT$17h8a2d041680385457E: %_1"}
!2234 = distinct !{!2234, !"_ZN4core3ptr71drop_in_place$LT$alloc..vec..Vec$LT$$RF$$LP$$RF$str$C$usize$RP$$GT$$GT$17h8a2d041680385457E"}
