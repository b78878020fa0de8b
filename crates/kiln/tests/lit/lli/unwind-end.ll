; An exception or forced unwind that leaves JIT'd code ends there, as at the top of a linked
; program's stack (clang++-14 -O2 IR of the program in the comment at the end): kiln enters
; JIT code through a trampoline without unwind information, so an uncaught throw reaches
; std::terminate (no cleanups run: the search phase finds no handler) and a forced unwind runs
; every cleanup, then its stop function sees _UA_END_OF_STACK. Neither climbs into kiln's frames.
; RUN: { kiln lli -O2 %s; echo "exit $?"; } | FileCheck %s --check-prefix=THROW
; RUN: { kiln lli -O0 %s; echo "exit $?"; } | FileCheck %s --check-prefix=THROW
; RUN: { kiln lli -O2 %s force; echo "exit $?"; } | FileCheck %s --check-prefix=FORCE
; RUN: { kiln lli -O0 %s force; echo "exit $?"; } | FileCheck %s --check-prefix=FORCE
; THROW: terminate: uncaught, 0 cleanups
; THROW-NEXT: exit 3
; FORCE: forced unwind: end of stack, 2 cleanups
; FORCE-NEXT: exit 4

source_filename = "unwind-end.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct._IO_FILE = type { i32, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, %struct._IO_marker*, %struct._IO_FILE*, i32, i32, i64, i16, i8, [1 x i8], i8*, i64, %struct._IO_codecvt*, %struct._IO_wide_data*, %struct._IO_FILE*, i8*, i64, i32, [20 x i8] }
%struct._IO_marker = type opaque
%struct._IO_codecvt = type opaque
%struct._IO_wide_data = type opaque
%struct._Unwind_Exception = type { i64, void (i32, %struct._Unwind_Exception*)*, i64, i64 }
%struct._Unwind_Context = type opaque

@_ZTIi = external constant i8*
@.str = private unnamed_addr constant [42 x i8] c"forced unwind: end of stack, %d cleanups\0A\00", align 1
@_ZL8cleanups = internal unnamed_addr global i32 0, align 4
@stdout = external local_unnamed_addr global %struct._IO_FILE*, align 8
@.str.1 = private unnamed_addr constant [34 x i8] c"terminate: uncaught, %d cleanups\0A\00", align 1

; Function Attrs: noinline noreturn uwtable
define dso_local void @_Z7throwerb(i1 noundef zeroext %0) local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  br i1 %0, label %2, label %10

2:                                                ; preds = %1
  %3 = invoke noalias noundef nonnull dereferenceable(32) i8* @_Znwm(i64 noundef 32) #11
          to label %4 unwind label %8

4:                                                ; preds = %2
  %5 = bitcast i8* %3 to %struct._Unwind_Exception*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(32) %3, i8 0, i64 32, i1 false)
  %6 = invoke i32 @_Unwind_ForcedUnwind(%struct._Unwind_Exception* noundef nonnull %5, i32 (i32, i32, i64, %struct._Unwind_Exception*, %struct._Unwind_Context*, i8*)* noundef nonnull @_ZL4stopi14_Unwind_ActionmP17_Unwind_ExceptionP15_Unwind_ContextPv, i8* noundef null)
          to label %7 unwind label %8

7:                                                ; preds = %4
  tail call void @abort() #12
  unreachable

8:                                                ; preds = %4, %2
  %9 = landingpad { i8*, i32 }
          cleanup
  br label %15

10:                                               ; preds = %1
  %11 = tail call i8* @__cxa_allocate_exception(i64 4) #13
  %12 = bitcast i8* %11 to i32*
  store i32 42, i32* %12, align 16
  invoke void @__cxa_throw(i8* nonnull %11, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #14
          to label %19 unwind label %13

13:                                               ; preds = %10
  %14 = landingpad { i8*, i32 }
          cleanup
  br label %15

15:                                               ; preds = %13, %8
  %16 = phi { i8*, i32 } [ %9, %8 ], [ %14, %13 ]
  %17 = load i32, i32* @_ZL8cleanups, align 4
  %18 = add nsw i32 %17, 1
  store i32 %18, i32* @_ZL8cleanups, align 4
  resume { i8*, i32 } %16

19:                                               ; preds = %10
  unreachable
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znwm(i64 noundef) local_unnamed_addr #1

declare i32 @__gxx_personality_v0(...)

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #2

declare i32 @_Unwind_ForcedUnwind(%struct._Unwind_Exception* noundef, i32 (i32, i32, i64, %struct._Unwind_Exception*, %struct._Unwind_Context*, i8*)* noundef, i8* noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nounwind uwtable
define internal noundef i32 @_ZL4stopi14_Unwind_ActionmP17_Unwind_ExceptionP15_Unwind_ContextPv(i32 noundef %0, i32 noundef %1, i64 noundef %2, %struct._Unwind_Exception* nocapture noundef readnone %3, %struct._Unwind_Context* nocapture noundef readnone %4, i8* nocapture noundef readnone %5) #4 {
  %7 = and i32 %1, 16
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %14, label %9

9:                                                ; preds = %6
  %10 = load i32, i32* @_ZL8cleanups, align 4
  %11 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([42 x i8], [42 x i8]* @.str, i64 0, i64 0), i32 noundef %10)
  %12 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8
  %13 = tail call i32 @fflush(%struct._IO_FILE* noundef %12)
  tail call void @_Exit(i32 noundef 4) #12
  unreachable

14:                                               ; preds = %6
  ret i32 0
}

; Function Attrs: noreturn nounwind
declare void @abort() local_unnamed_addr #5

declare i8* @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

; Function Attrs: noinline uwtable
define dso_local void @_Z6middleb(i1 noundef zeroext %0) local_unnamed_addr #6 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  invoke void @_Z7throwerb(i1 noundef zeroext %0)
          to label %2 unwind label %5

2:                                                ; preds = %1
  %3 = load i32, i32* @_ZL8cleanups, align 4
  %4 = add nsw i32 %3, 1
  store i32 %4, i32* @_ZL8cleanups, align 4
  ret void

5:                                                ; preds = %1
  %6 = landingpad { i8*, i32 }
          cleanup
  %7 = load i32, i32* @_ZL8cleanups, align 4
  %8 = add nsw i32 %7, 1
  store i32 %8, i32* @_ZL8cleanups, align 4
  resume { i8*, i32 } %6
}

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main(i32 noundef %0, i8** nocapture noundef readnone %1) local_unnamed_addr #7 {
  %3 = tail call noundef void ()* @_ZSt13set_terminatePFvvE(void ()* noundef nonnull @_ZL12on_terminatev) #13
  %4 = icmp sgt i32 %0, 1
  tail call void @_Z6middleb(i1 noundef zeroext %4)
  ret i32 0
}

; Function Attrs: nounwind
declare noundef void ()* @_ZSt13set_terminatePFvvE(void ()* noundef) local_unnamed_addr #8

; Function Attrs: mustprogress norecurse noreturn nounwind uwtable
define internal void @_ZL12on_terminatev() #9 {
  %1 = load i32, i32* @_ZL8cleanups, align 4
  %2 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([34 x i8], [34 x i8]* @.str.1, i64 0, i64 0), i32 noundef %1)
  %3 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8
  %4 = tail call i32 @fflush(%struct._IO_FILE* noundef %3)
  tail call void @_Exit(i32 noundef 3) #12
  unreachable
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #10

; Function Attrs: nofree nounwind
declare noundef i32 @fflush(%struct._IO_FILE* nocapture noundef) local_unnamed_addr #10

; Function Attrs: noreturn nounwind
declare void @_Exit(i32 noundef) local_unnamed_addr #5

attributes #0 = { noinline noreturn uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nobuiltin allocsize(0) "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noinline uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress norecurse noreturn nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { builtin allocsize(0) }
attributes #12 = { noreturn nounwind }
attributes #13 = { nounwind }
attributes #14 = { noreturn }



; // An exception nobody catches and a forced unwind both run off the top of the JIT'd code:
; // the first reaches std::terminate without running cleanups (the search phase finds no
; // handler), the second runs every cleanup and then its stop function sees _UA_END_OF_STACK.
; #include <cstdio>
; #include <cstdlib>
; #include <cstring>
; #include <exception>
; #include <unwind.h>
; 
; static int cleanups;
; struct Noisy {
;   ~Noisy() { cleanups++; }
; };
; 
; static void on_terminate() {
;   std::printf("terminate: uncaught, %d cleanups\n", cleanups);
;   std::fflush(stdout);
;   std::_Exit(3);
; }
; 
; static _Unwind_Reason_Code stop(int, _Unwind_Action actions, _Unwind_Exception_Class, _Unwind_Exception *,
;                                 _Unwind_Context *, void *) {
;   if (actions & _UA_END_OF_STACK) {
;     std::printf("forced unwind: end of stack, %d cleanups\n", cleanups);
;     std::fflush(stdout);
;     std::_Exit(4);
;   }
;   return _URC_NO_REASON;
; }
; 
; __attribute__((noinline)) void thrower(bool force) {
;   Noisy n;
;   if (force) {
;     auto *e = new _Unwind_Exception;
;     std::memset(e, 0, sizeof *e);
;     _Unwind_ForcedUnwind(e, stop, nullptr);
;     std::abort();
;   }
;   throw 42;
; }
; 
; __attribute__((noinline)) void middle(bool force) {
;   Noisy n;
;   thrower(force);
; }
; 
; int main(int argc, char **argv) {
;   std::set_terminate(on_terminate);
;   middle(argc > 1);
;   return 0;
; }
