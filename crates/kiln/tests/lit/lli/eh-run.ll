; kiln lli runs C++ that throws and catches (clang++-14 -O2 IR of the program in the comment at
; the end): libstdc++ and libgcc_s come from the dynamic loader, the JIT'd code's .eh_frame
; (personality through DW.ref, LSDA, type-info stubs resolved in memory) is registered with
; __register_frame so the unwinder finds its frames. The program counts its own failures.
; RUN: kiln lli -O2 %s | FileCheck %s
; RUN: kiln lli -O0 %s | FileCheck %s
; CHECK: fails=0

source_filename = "eh-run.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%"class.std::runtime_error" = type { %"class.std::exception", %"struct.std::__cow_string" }
%"class.std::exception" = type { i32 (...)** }
%"struct.std::__cow_string" = type { %union.anon }
%union.anon = type { i8* }

$__clang_call_terminate = comdat any

$_ZTS1E = comdat any

$_ZTI1E = comdat any

@_ZTIi = external constant i8*
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS1E = linkonce_odr dso_local constant [3 x i8] c"1E\00", comdat, align 1
@_ZTI1E = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1E, i32 0, i32 0) }, comdat, align 8
@.str = private unnamed_addr constant [5 x i8] c"boom\00", align 1
@_ZTISt13runtime_error = external constant i8*
@_ZTId = external constant i8*
@_ZL5dtors = internal unnamed_addr global i32 0, align 4
@_ZTISt9exception = external constant i8*
@.str.1 = private unnamed_addr constant [3 x i8] c"f1\00", align 1
@.str.2 = private unnamed_addr constant [3 x i8] c"f2\00", align 1
@.str.3 = private unnamed_addr constant [3 x i8] c"f3\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"f4\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"f5 %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [7 x i8] c"f6 %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [7 x i8] c"f7 %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"f8\00", align 1
@.str.9 = private unnamed_addr constant [3 x i8] c"f9\00", align 1
@.str.10 = private unnamed_addr constant [8 x i8] c"f10 %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [10 x i8] c"fails=%d\0A\00", align 1

; Function Attrs: mustprogress noinline uwtable
define dso_local void @_Z7throweri(i32 noundef %0) local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  switch i32 %0, label %17 [
    i32 1, label %2
    i32 2, label %5
    i32 3, label %8
    i32 4, label %14
  ]

2:                                                ; preds = %1
  %3 = tail call i8* @__cxa_allocate_exception(i64 4) #10
  %4 = bitcast i8* %3 to i32*
  store i32 42, i32* %4, align 16, !tbaa !5
  tail call void @__cxa_throw(i8* %3, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #11
  unreachable

5:                                                ; preds = %1
  %6 = tail call i8* @__cxa_allocate_exception(i64 4) #10
  %7 = bitcast i8* %6 to i32*
  store i32 7, i32* %7, align 16, !tbaa !9
  tail call void @__cxa_throw(i8* %6, i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*), i8* null) #11
  unreachable

8:                                                ; preds = %1
  %9 = tail call i8* @__cxa_allocate_exception(i64 16) #10
  %10 = bitcast i8* %9 to %"class.std::runtime_error"*
  invoke void @_ZNSt13runtime_errorC1EPKc(%"class.std::runtime_error"* noundef nonnull align 8 dereferenceable(16) %10, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i64 0, i64 0))
          to label %11 unwind label %12

11:                                               ; preds = %8
  tail call void @__cxa_throw(i8* %9, i8* bitcast (i8** @_ZTISt13runtime_error to i8*), i8* bitcast (void (%"class.std::runtime_error"*)* @_ZNSt13runtime_errorD1Ev to i8*)) #11
  unreachable

12:                                               ; preds = %8
  %13 = landingpad { i8*, i32 }
          cleanup
  tail call void @__cxa_free_exception(i8* %9) #10
  resume { i8*, i32 } %13

14:                                               ; preds = %1
  %15 = tail call i8* @__cxa_allocate_exception(i64 8) #10
  %16 = bitcast i8* %15 to double*
  store double 3.500000e+00, double* %16, align 16, !tbaa !11
  tail call void @__cxa_throw(i8* %15, i8* bitcast (i8** @_ZTId to i8*), i8* null) #11
  unreachable

17:                                               ; preds = %1
  ret void
}

declare i8* @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

declare void @_ZNSt13runtime_errorC1EPKc(%"class.std::runtime_error"* noundef nonnull align 8 dereferenceable(16), i8* noundef) unnamed_addr #1

declare i32 @__gxx_personality_v0(...)

declare void @__cxa_free_exception(i8*) local_unnamed_addr

; Function Attrs: nounwind
declare void @_ZNSt13runtime_errorD1Ev(%"class.std::runtime_error"* noundef nonnull align 8 dereferenceable(16)) unnamed_addr #2

; Function Attrs: mustprogress uwtable
define dso_local noundef i32 @_Z9catch_inti(i32 noundef %0) local_unnamed_addr #3 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  invoke void @_Z7throweri(i32 noundef %0)
          to label %13 unwind label %2

2:                                                ; preds = %1
  %3 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* null
  %4 = extractvalue { i8*, i32 } %3, 0
  %5 = extractvalue { i8*, i32 } %3, 1
  %6 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #10
  %7 = icmp eq i32 %5, %6
  %8 = tail call i8* @__cxa_begin_catch(i8* %4) #10
  br i1 %7, label %9, label %12

9:                                                ; preds = %2
  %10 = bitcast i8* %8 to i32*
  %11 = load i32, i32* %10, align 4, !tbaa !5
  tail call void @__cxa_end_catch() #10
  br label %13

12:                                               ; preds = %2
  tail call void @__cxa_end_catch()
  br label %13

13:                                               ; preds = %1, %9, %12
  %14 = phi i32 [ %11, %9 ], [ -1, %12 ], [ 0, %1 ]
  ret i32 %14
}

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #4

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: uwtable
define dso_local noundef i32 @_Z7cleanupi(i32 noundef %0) local_unnamed_addr #5 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  invoke void @_Z7throweri(i32 noundef %0)
          to label %2 unwind label %5

2:                                                ; preds = %1
  %3 = load i32, i32* @_ZL5dtors, align 4, !tbaa !5
  %4 = add nsw i32 %3, 1
  store i32 %4, i32* @_ZL5dtors, align 4, !tbaa !5
  ret i32 5

5:                                                ; preds = %1
  %6 = landingpad { i8*, i32 }
          cleanup
  %7 = load i32, i32* @_ZL5dtors, align 4, !tbaa !5
  %8 = add nsw i32 %7, 1
  store i32 %8, i32* @_ZL5dtors, align 4, !tbaa !5
  resume { i8*, i32 } %6
}

; Function Attrs: uwtable
define dso_local noundef i32 @_Z6nestedi(i32 noundef %0) local_unnamed_addr #5 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  invoke void @_Z7throweri(i32 noundef %0)
          to label %2 unwind label %5

2:                                                ; preds = %1
  %3 = load i32, i32* @_ZL5dtors, align 4, !tbaa !5
  %4 = add nsw i32 %3, 1
  store i32 %4, i32* @_ZL5dtors, align 4, !tbaa !5
  br label %31

5:                                                ; preds = %1
  %6 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)
          catch i8* bitcast (i8** @_ZTISt9exception to i8*)
  %7 = extractvalue { i8*, i32 } %6, 0
  %8 = extractvalue { i8*, i32 } %6, 1
  %9 = load i32, i32* @_ZL5dtors, align 4, !tbaa !5
  %10 = add nsw i32 %9, 1
  store i32 %10, i32* @_ZL5dtors, align 4, !tbaa !5
  %11 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)) #10
  %12 = icmp eq i32 %8, %11
  br i1 %12, label %13, label %23

13:                                               ; preds = %5
  %14 = tail call i8* @__cxa_begin_catch(i8* %7) #10
  %15 = bitcast i8* %14 to i32*
  %16 = load i32, i32* %15, align 4, !tbaa !9
  invoke void @__cxa_rethrow() #11
          to label %51 unwind label %17

17:                                               ; preds = %13
  %18 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)
          catch i8* bitcast (i8** @_ZTISt9exception to i8*)
  invoke void @__cxa_end_catch()
          to label %19 unwind label %48

19:                                               ; preds = %17
  %20 = extractvalue { i8*, i32 } %18, 1
  %21 = extractvalue { i8*, i32 } %18, 0
  %22 = add i32 %16, 1100
  br label %23

23:                                               ; preds = %19, %5
  %24 = phi i32 [ %20, %19 ], [ %8, %5 ]
  %25 = phi i8* [ %21, %19 ], [ %7, %5 ]
  %26 = phi i32 [ %22, %19 ], [ 1000, %5 ]
  %27 = phi { i8*, i32 } [ %18, %19 ], [ %6, %5 ]
  %28 = icmp eq i32 %24, %11
  br i1 %28, label %29, label %33

29:                                               ; preds = %23
  %30 = tail call i8* @__cxa_begin_catch(i8* %25) #10
  tail call void @__cxa_end_catch()
  br label %31

31:                                               ; preds = %29, %36, %2
  %32 = phi i32 [ 1, %2 ], [ %26, %29 ], [ %46, %36 ]
  ret i32 %32

33:                                               ; preds = %23
  %34 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTISt9exception to i8*)) #10
  %35 = icmp eq i32 %24, %34
  br i1 %35, label %36, label %47

36:                                               ; preds = %33
  %37 = tail call i8* @__cxa_begin_catch(i8* %25) #10
  %38 = bitcast i8* %37 to %"class.std::exception"*
  %39 = bitcast i8* %37 to i8* (%"class.std::exception"*)***
  %40 = load i8* (%"class.std::exception"*)**, i8* (%"class.std::exception"*)*** %39, align 8, !tbaa !13
  %41 = getelementptr inbounds i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %40, i64 2
  %42 = load i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %41, align 8
  %43 = tail call noundef i8* %42(%"class.std::exception"* noundef nonnull align 8 dereferenceable(8) %38) #10
  %44 = tail call i64 @strlen(i8* noundef nonnull dereferenceable(1) %43) #10
  %45 = trunc i64 %44 to i32
  %46 = add nsw i32 %45, 77
  tail call void @__cxa_end_catch()
  br label %31

47:                                               ; preds = %33
  resume { i8*, i32 } %27

48:                                               ; preds = %17
  %49 = landingpad { i8*, i32 }
          catch i8* null
  %50 = extractvalue { i8*, i32 } %49, 0
  tail call void @__clang_call_terminate(i8* %50) #12
  unreachable

51:                                               ; preds = %13
  unreachable
}

declare void @__cxa_rethrow() local_unnamed_addr

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) local_unnamed_addr #6 comdat {
  %2 = tail call i8* @__cxa_begin_catch(i8* %0) #10
  tail call void @_ZSt9terminatev() #12
  unreachable
}

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i64 @strlen(i8* nocapture noundef) local_unnamed_addr #7

; Function Attrs: mustprogress uwtable
define dso_local void @_Z4speci(i32 noundef %0) local_unnamed_addr #3 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  invoke void @_Z7throweri(i32 noundef %0)
          to label %2 unwind label %3

2:                                                ; preds = %1
  ret void

3:                                                ; preds = %1
  %4 = landingpad { i8*, i32 }
          filter [2 x i8*] [i8* bitcast (i8** @_ZTIi to i8*), i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)]
  %5 = extractvalue { i8*, i32 } %4, 1
  %6 = icmp slt i32 %5, 0
  br i1 %6, label %7, label %9

7:                                                ; preds = %3
  %8 = extractvalue { i8*, i32 } %4, 0
  tail call void @__cxa_call_unexpected(i8* %8) #11
  unreachable

9:                                                ; preds = %3
  resume { i8*, i32 } %4
}

declare void @__cxa_call_unexpected(i8*) local_unnamed_addr

; Function Attrs: mustprogress uwtable
define dso_local noundef i32 @_Z9call_speci(i32 noundef %0) local_unnamed_addr #3 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  invoke void @_Z7throweri(i32 noundef %0)
          to label %25 unwind label %2

2:                                                ; preds = %1
  %3 = landingpad { i8*, i32 }
          filter [2 x i8*] [i8* bitcast (i8** @_ZTIi to i8*), i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)]
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)
  %4 = extractvalue { i8*, i32 } %3, 1
  %5 = icmp slt i32 %4, 0
  br i1 %5, label %6, label %12

6:                                                ; preds = %2
  %7 = extractvalue { i8*, i32 } %3, 0
  invoke void @__cxa_call_unexpected(i8* %7) #11
          to label %8 unwind label %9

8:                                                ; preds = %6
  unreachable

9:                                                ; preds = %6
  %10 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)
  %11 = extractvalue { i8*, i32 } %10, 1
  br label %12

12:                                               ; preds = %2, %9
  %13 = phi i32 [ %4, %2 ], [ %11, %9 ]
  %14 = phi { i8*, i32 } [ %3, %2 ], [ %10, %9 ]
  %15 = extractvalue { i8*, i32 } %14, 0
  %16 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #10
  %17 = icmp eq i32 %13, %16
  br i1 %17, label %18, label %20

18:                                               ; preds = %12
  %19 = tail call i8* @__cxa_begin_catch(i8* %15) #10
  tail call void @__cxa_end_catch() #10
  br label %25

20:                                               ; preds = %12
  %21 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)) #10
  %22 = icmp eq i32 %13, %21
  br i1 %22, label %23, label %27

23:                                               ; preds = %20
  %24 = tail call i8* @__cxa_begin_catch(i8* %15) #10
  tail call void @__cxa_end_catch()
  br label %25

25:                                               ; preds = %1, %18, %23
  %26 = phi i32 [ 1, %18 ], [ 2, %23 ], [ 0, %1 ]
  ret i32 %26

27:                                               ; preds = %20
  resume { i8*, i32 } %14
}

; Function Attrs: mustprogress uwtable
define dso_local noundef i32 @_Z11loop_valuesi(i32 noundef %0) local_unnamed_addr #3 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %5, label %3

3:                                                ; preds = %25, %1
  %4 = phi i32 [ 0, %1 ], [ %27, %25 ]
  ret i32 %4

5:                                                ; preds = %1, %25
  %6 = phi i32 [ %27, %25 ], [ 0, %1 ]
  %7 = phi i32 [ %28, %25 ], [ 0, %1 ]
  %8 = urem i32 %7, 3
  %9 = icmp eq i32 %8, 1
  %10 = zext i1 %9 to i32
  invoke void @_Z7throweri(i32 noundef %10)
          to label %11 unwind label %13

11:                                               ; preds = %5
  %12 = mul nsw i32 %7, 3
  br label %25

13:                                               ; preds = %5
  %14 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %15 = extractvalue { i8*, i32 } %14, 1
  %16 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #10
  %17 = icmp eq i32 %15, %16
  br i1 %17, label %18, label %30

18:                                               ; preds = %13
  %19 = extractvalue { i8*, i32 } %14, 0
  %20 = tail call i8* @__cxa_begin_catch(i8* %19) #10
  %21 = bitcast i8* %20 to i32*
  %22 = load i32, i32* %21, align 4, !tbaa !5
  %23 = mul i32 %7, 300
  %24 = add nsw i32 %22, %23
  tail call void @__cxa_end_catch() #10
  br label %25

25:                                               ; preds = %18, %11
  %26 = phi i32 [ %12, %11 ], [ %24, %18 ]
  %27 = add nsw i32 %26, %6
  %28 = add nuw nsw i32 %7, 1
  %29 = icmp eq i32 %28, %0
  br i1 %29, label %3, label %5, !llvm.loop !15

30:                                               ; preds = %13
  resume { i8*, i32 } %14
}

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #8 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  invoke void @_Z7throweri(i32 noundef 1)
          to label %13 unwind label %1

1:                                                ; preds = %0
  %2 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* null
  %3 = extractvalue { i8*, i32 } %2, 0
  %4 = extractvalue { i8*, i32 } %2, 1
  %5 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #10
  %6 = icmp eq i32 %4, %5
  %7 = tail call i8* @__cxa_begin_catch(i8* %3) #10
  br i1 %6, label %9, label %8

8:                                                ; preds = %1
  tail call void @__cxa_end_catch()
  br label %13

9:                                                ; preds = %1
  %10 = bitcast i8* %7 to i32*
  %11 = load i32, i32* %10, align 4, !tbaa !5
  tail call void @__cxa_end_catch() #10
  %12 = icmp eq i32 %11, 42
  br i1 %12, label %15, label %13

13:                                               ; preds = %0, %8, %9
  %14 = tail call i32 @puts(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.1, i64 0, i64 0))
  br label %15

15:                                               ; preds = %13, %9
  %16 = phi i32 [ 1, %13 ], [ 0, %9 ]
  invoke void @_Z7throweri(i32 noundef 2)
          to label %29 unwind label %17

17:                                               ; preds = %15
  %18 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* null
  %19 = extractvalue { i8*, i32 } %18, 0
  %20 = extractvalue { i8*, i32 } %18, 1
  %21 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #10
  %22 = icmp eq i32 %20, %21
  %23 = tail call i8* @__cxa_begin_catch(i8* %19) #10
  br i1 %22, label %25, label %24

24:                                               ; preds = %17
  tail call void @__cxa_end_catch()
  br label %32

25:                                               ; preds = %17
  %26 = bitcast i8* %23 to i32*
  %27 = load i32, i32* %26, align 4, !tbaa !5
  tail call void @__cxa_end_catch() #10
  %28 = icmp eq i32 %27, -1
  br i1 %28, label %32, label %29

29:                                               ; preds = %15, %25
  %30 = tail call i32 @puts(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.2, i64 0, i64 0))
  %31 = add nuw nsw i32 %16, 1
  br label %32

32:                                               ; preds = %24, %29, %25
  %33 = phi i32 [ %31, %29 ], [ %16, %25 ], [ %16, %24 ]
  invoke void @_Z7throweri(i32 noundef 0)
          to label %49 unwind label %34

34:                                               ; preds = %32
  %35 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* null
  %36 = extractvalue { i8*, i32 } %35, 0
  %37 = extractvalue { i8*, i32 } %35, 1
  %38 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #10
  %39 = icmp eq i32 %37, %38
  %40 = tail call i8* @__cxa_begin_catch(i8* %36) #10
  br i1 %39, label %42, label %41

41:                                               ; preds = %34
  tail call void @__cxa_end_catch()
  br label %46

42:                                               ; preds = %34
  %43 = bitcast i8* %40 to i32*
  %44 = load i32, i32* %43, align 4, !tbaa !5
  tail call void @__cxa_end_catch() #10
  %45 = icmp eq i32 %44, 0
  br i1 %45, label %49, label %46

46:                                               ; preds = %41, %42
  %47 = tail call i32 @puts(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.3, i64 0, i64 0))
  %48 = add nuw nsw i32 %33, 1
  br label %49

49:                                               ; preds = %32, %46, %42
  %50 = phi i32 [ %48, %46 ], [ %33, %42 ], [ %33, %32 ]
  invoke void @_Z7throweri(i32 noundef 1)
          to label %58 unwind label %51

51:                                               ; preds = %49
  %52 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %53 = load i32, i32* @_ZL5dtors, align 4, !tbaa !5
  %54 = add nsw i32 %53, 1
  store i32 %54, i32* @_ZL5dtors, align 4, !tbaa !5
  %55 = extractvalue { i8*, i32 } %52, 1
  %56 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #10
  %57 = icmp eq i32 %55, %56
  br i1 %57, label %63, label %119

58:                                               ; preds = %49
  %59 = load i32, i32* @_ZL5dtors, align 4, !tbaa !5
  %60 = add nsw i32 %59, 1
  store i32 %60, i32* @_ZL5dtors, align 4, !tbaa !5
  %61 = tail call i32 @puts(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.4, i64 0, i64 0))
  %62 = add nuw nsw i32 %50, 1
  br label %66

63:                                               ; preds = %51
  %64 = extractvalue { i8*, i32 } %52, 0
  %65 = tail call i8* @__cxa_begin_catch(i8* %64) #10
  tail call void @__cxa_end_catch() #10
  br label %66

66:                                               ; preds = %63, %58
  %67 = phi i32 [ %62, %58 ], [ %50, %63 ]
  %68 = load i32, i32* @_ZL5dtors, align 4, !tbaa !5
  %69 = icmp eq i32 %68, 1
  br i1 %69, label %73, label %70

70:                                               ; preds = %66
  %71 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.5, i64 0, i64 0), i32 noundef %68)
  %72 = add nuw nsw i32 %67, 1
  br label %73

73:                                               ; preds = %70, %66
  %74 = phi i32 [ %72, %70 ], [ %67, %66 ]
  %75 = tail call noundef i32 @_Z6nestedi(i32 noundef 2)
  %76 = icmp eq i32 %75, 1107
  br i1 %76, label %81, label %77

77:                                               ; preds = %73
  %78 = tail call noundef i32 @_Z6nestedi(i32 noundef 2)
  %79 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.6, i64 0, i64 0), i32 noundef %78)
  %80 = add nuw nsw i32 %74, 1
  br label %81

81:                                               ; preds = %77, %73
  %82 = phi i32 [ %80, %77 ], [ %74, %73 ]
  %83 = tail call noundef i32 @_Z6nestedi(i32 noundef 3)
  %84 = icmp eq i32 %83, 81
  br i1 %84, label %89, label %85

85:                                               ; preds = %81
  %86 = tail call noundef i32 @_Z6nestedi(i32 noundef 3)
  %87 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.7, i64 0, i64 0), i32 noundef %86)
  %88 = add nuw nsw i32 %82, 1
  br label %89

89:                                               ; preds = %85, %81
  %90 = phi i32 [ %88, %85 ], [ %82, %81 ]
  %91 = tail call noundef i32 @_Z6nestedi(i32 noundef 0)
  %92 = icmp eq i32 %91, 1
  br i1 %92, label %96, label %93

93:                                               ; preds = %89
  %94 = tail call i32 @puts(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.8, i64 0, i64 0))
  %95 = add nuw nsw i32 %90, 1
  br label %96

96:                                               ; preds = %93, %89
  %97 = phi i32 [ %95, %93 ], [ %90, %89 ]
  invoke void @_Z7throweri(i32 noundef 1)
          to label %145 unwind label %98

98:                                               ; preds = %96
  %99 = landingpad { i8*, i32 }
          filter [2 x i8*] [i8* bitcast (i8** @_ZTIi to i8*), i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)]
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)
  %100 = extractvalue { i8*, i32 } %99, 1
  %101 = icmp slt i32 %100, 0
  br i1 %101, label %102, label %108

102:                                              ; preds = %98
  %103 = extractvalue { i8*, i32 } %99, 0
  invoke void @__cxa_call_unexpected(i8* %103) #11
          to label %104 unwind label %105

104:                                              ; preds = %102
  unreachable

105:                                              ; preds = %102
  %106 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)
  %107 = extractvalue { i8*, i32 } %106, 1
  br label %108

108:                                              ; preds = %105, %98
  %109 = phi i32 [ %100, %98 ], [ %107, %105 ]
  %110 = phi { i8*, i32 } [ %99, %98 ], [ %106, %105 ]
  %111 = extractvalue { i8*, i32 } %110, 0
  %112 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #10
  %113 = icmp eq i32 %109, %112
  br i1 %113, label %121, label %114

114:                                              ; preds = %108
  %115 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)) #10
  %116 = icmp eq i32 %109, %115
  br i1 %116, label %117, label %119

117:                                              ; preds = %114
  %118 = tail call i8* @__cxa_begin_catch(i8* %111) #10
  tail call void @__cxa_end_catch()
  br label %145

119:                                              ; preds = %158, %185, %51, %140, %114
  %120 = phi { i8*, i32 } [ %110, %114 ], [ %135, %140 ], [ %52, %51 ], [ %186, %185 ], [ %159, %158 ]
  resume { i8*, i32 } %120

121:                                              ; preds = %108
  %122 = tail call i8* @__cxa_begin_catch(i8* %111) #10
  tail call void @__cxa_end_catch() #10
  invoke void @_Z7throweri(i32 noundef 2)
          to label %145 unwind label %123

123:                                              ; preds = %121
  %124 = landingpad { i8*, i32 }
          filter [2 x i8*] [i8* bitcast (i8** @_ZTIi to i8*), i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)]
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)
  %125 = extractvalue { i8*, i32 } %124, 1
  %126 = icmp slt i32 %125, 0
  br i1 %126, label %127, label %133

127:                                              ; preds = %123
  %128 = extractvalue { i8*, i32 } %124, 0
  invoke void @__cxa_call_unexpected(i8* %128) #11
          to label %129 unwind label %130

129:                                              ; preds = %127
  unreachable

130:                                              ; preds = %127
  %131 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)
  %132 = extractvalue { i8*, i32 } %131, 1
  br label %133

133:                                              ; preds = %130, %123
  %134 = phi i32 [ %125, %123 ], [ %132, %130 ]
  %135 = phi { i8*, i32 } [ %124, %123 ], [ %131, %130 ]
  %136 = extractvalue { i8*, i32 } %135, 0
  %137 = icmp eq i32 %134, %112
  br i1 %137, label %138, label %140

138:                                              ; preds = %133
  %139 = tail call i8* @__cxa_begin_catch(i8* %136) #10
  tail call void @__cxa_end_catch() #10
  br label %145

140:                                              ; preds = %133
  %141 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)) #10
  %142 = icmp eq i32 %134, %141
  br i1 %142, label %143, label %119

143:                                              ; preds = %140
  %144 = tail call i8* @__cxa_begin_catch(i8* %136) #10
  tail call void @__cxa_end_catch()
  br label %148

145:                                              ; preds = %121, %138, %96, %117
  %146 = tail call i32 @puts(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.9, i64 0, i64 0))
  %147 = add nuw nsw i32 %97, 1
  br label %148

148:                                              ; preds = %143, %145
  %149 = phi i32 [ %147, %145 ], [ %97, %143 ]
  br label %150

150:                                              ; preds = %170, %148
  %151 = phi i32 [ %172, %170 ], [ 0, %148 ]
  %152 = phi i32 [ %173, %170 ], [ 0, %148 ]
  %153 = urem i32 %152, 3
  %154 = icmp eq i32 %153, 1
  %155 = zext i1 %154 to i32
  invoke void @_Z7throweri(i32 noundef %155)
          to label %156 unwind label %158

156:                                              ; preds = %150
  %157 = mul nuw nsw i32 %152, 3
  br label %170

158:                                              ; preds = %150
  %159 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %160 = extractvalue { i8*, i32 } %159, 1
  %161 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #10
  %162 = icmp eq i32 %160, %161
  br i1 %162, label %163, label %119

163:                                              ; preds = %158
  %164 = extractvalue { i8*, i32 } %159, 0
  %165 = tail call i8* @__cxa_begin_catch(i8* %164) #10
  %166 = bitcast i8* %165 to i32*
  %167 = load i32, i32* %166, align 4, !tbaa !5
  %168 = mul nuw nsw i32 %152, 300
  %169 = add nsw i32 %167, %168
  tail call void @__cxa_end_catch() #10
  br label %170

170:                                              ; preds = %163, %156
  %171 = phi i32 [ %157, %156 ], [ %169, %163 ]
  %172 = add nsw i32 %171, %151
  %173 = add nuw nsw i32 %152, 1
  %174 = icmp eq i32 %173, 7
  br i1 %174, label %175, label %150, !llvm.loop !15

175:                                              ; preds = %170
  %176 = icmp eq i32 %172, 1632
  br i1 %176, label %205, label %177

177:                                              ; preds = %175, %197
  %178 = phi i32 [ %199, %197 ], [ 0, %175 ]
  %179 = phi i32 [ %200, %197 ], [ 0, %175 ]
  %180 = urem i32 %179, 3
  %181 = icmp eq i32 %180, 1
  %182 = zext i1 %181 to i32
  invoke void @_Z7throweri(i32 noundef %182)
          to label %183 unwind label %185

183:                                              ; preds = %177
  %184 = mul nuw nsw i32 %179, 3
  br label %197

185:                                              ; preds = %177
  %186 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %187 = extractvalue { i8*, i32 } %186, 1
  %188 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #10
  %189 = icmp eq i32 %187, %188
  br i1 %189, label %190, label %119

190:                                              ; preds = %185
  %191 = extractvalue { i8*, i32 } %186, 0
  %192 = tail call i8* @__cxa_begin_catch(i8* %191) #10
  %193 = bitcast i8* %192 to i32*
  %194 = load i32, i32* %193, align 4, !tbaa !5
  %195 = mul nuw nsw i32 %179, 300
  %196 = add nsw i32 %194, %195
  tail call void @__cxa_end_catch() #10
  br label %197

197:                                              ; preds = %190, %183
  %198 = phi i32 [ %184, %183 ], [ %196, %190 ]
  %199 = add nsw i32 %198, %178
  %200 = add nuw nsw i32 %179, 1
  %201 = icmp eq i32 %200, 7
  br i1 %201, label %202, label %177, !llvm.loop !15

202:                                              ; preds = %197
  %203 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.10, i64 0, i64 0), i32 noundef %199)
  %204 = add nsw i32 %149, 1
  br label %205

205:                                              ; preds = %202, %175
  %206 = phi i32 [ %204, %202 ], [ %149, %175 ]
  %207 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.11, i64 0, i64 0), i32 noundef %206)
  ret i32 %206
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #9

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #9

attributes #0 = { mustprogress noinline uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind readnone }
attributes #5 = { uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noinline noreturn nounwind }
attributes #7 = { argmemonly mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nounwind }
attributes #11 = { noreturn }
attributes #12 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !6, i64 0}
!10 = !{!"_ZTS1E", !6, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"double", !7, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"vtable pointer", !8, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}

; // Throwing and catching: ints, classes by value and reference, std::exception subclasses,
; // cleanups, nested try with rethrow, dynamic exception specifications, values live into
; // landing pads in a loop.
; #include <cstdio>
; #include <stdexcept>
; #include <string>
; struct S { int *p; S(int *p) : p(p) {} ~S() { ++*p; } };
; struct E { int v; };
; static int dtors = 0;
; __attribute__((noinline)) void thrower(int x) {
;   if (x == 1) throw 42;
;   if (x == 2) throw E{7};
;   if (x == 3) throw std::runtime_error("boom");
;   if (x == 4) throw 3.5;
; }
; int catch_int(int x) {
;   try { thrower(x); } catch (int e) { return e; } catch (...) { return -1; }
;   return 0;
; }
; int cleanup(int x) { S s(&dtors); thrower(x); return 5; }
; int nested(int x) {
;   int r = 0;
;   try {
;     try { S s(&dtors); thrower(x); r = 1; }
;     catch (E &e) { r = 100 + e.v; throw; }
;   } catch (E &e) { r += 1000; }
;   catch (const std::exception &e) { r = 77; r += (int)__builtin_strlen(e.what()); }
;   return r;
; }
; void spec(int x) throw(int, E) { thrower(x); }
; int call_spec(int x) { try { spec(x); } catch (int) { return 1; } catch (E) { return 2; } return 0; }
; int loop_values(int n) {
;   int acc = 0;
;   for (int i = 0; i < n; ++i) {
;     int local = i * 3;
;     try { thrower(i % 3 == 1 ? 1 : 0); acc += local; }
;     catch (int e) { acc += local * 100 + e; }
;   }
;   return acc;
; }
; int main() {
;   int fails = 0;
;   if (catch_int(1) != 42) { puts("f1"); fails++; }
;   if (catch_int(2) != -1) { puts("f2"); fails++; }
;   if (catch_int(0) != 0) { puts("f3"); fails++; }
;   try { cleanup(1); puts("f4"); fails++; } catch (int) {}
;   if (dtors != 1) { printf("f5 %d\n", dtors); fails++; }
;   if (nested(2) != 1107) { printf("f6 %d\n", nested(2)); fails++; }
;   if (nested(3) != 81) { printf("f7 %d\n", nested(3)); fails++; }
;   if (nested(0) != 1) { puts("f8"); fails++; }
;   if (call_spec(1) != 1 || call_spec(2) != 2) { puts("f9"); fails++; }
;   if (loop_values(7) != 0+300+42+6+9+1200+42+15+18+0) { printf("f10 %d\n", loop_values(7)); fails++; }
;   printf("fails=%d\n", fails);
;   return fails;
; }
