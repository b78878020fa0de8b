; C++ that throws and catches (clang++-14 -O0 IR of the program in the comment at the end):
; ints, classes by value and by reference, std::runtime_error caught as std::exception,
; cleanups, nested try with rethrow, dynamic exception specifications, values live into
; landing pads in a loop. Built by kiln llc at -O0 and -O2, position-independent and static (and
; through GlobalISel without fallback, -O0's default and -O2 -global-isel),
; linked by g++ and run: the program counts its own failures.
; RUN: kiln llc -O0 -filetype=obj -relocation-model=pic %s -o %t.pic.O0.o
; RUN: g++ -pie %t.pic.O0.o -o %t.pic.O0.exe
; RUN: %t.pic.O0.exe | FileCheck %s
; RUN: kiln llc -O0 -filetype=obj -relocation-model=static %s -o %t.static.O0.o
; RUN: g++ -no-pie %t.static.O0.o -o %t.static.O0.exe
; RUN: %t.static.O0.exe | FileCheck %s
; RUN: kiln llc -O0 -global-isel-abort=1 -filetype=obj -relocation-model=pic %s -o %t.gisel.O0.o
; RUN: g++ -pie %t.gisel.O0.o -o %t.gisel.O0.exe
; RUN: %t.gisel.O0.exe | FileCheck %s
; RUN: kiln llc -O2 -global-isel -global-isel-abort=1 -filetype=obj -relocation-model=static %s -o %t.gisel.O2.o
; RUN: g++ -no-pie %t.gisel.O2.o -o %t.gisel.O2.exe
; RUN: %t.gisel.O2.exe | FileCheck %s
; RUN: kiln llc -O2 -filetype=obj -relocation-model=pic %s -o %t.pic.O2.o
; RUN: g++ -pie %t.pic.O2.o -o %t.pic.O2.exe
; RUN: %t.pic.O2.exe | FileCheck %s
; RUN: kiln llc -O2 -filetype=obj -relocation-model=static %s -o %t.static.O2.o
; RUN: g++ -no-pie %t.static.O2.o -o %t.static.O2.exe
; RUN: %t.static.O2.exe | FileCheck %s
; CHECK: fails=0

source_filename = "eh-run.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.E = type { i32 }
%"class.std::runtime_error" = type { %"class.std::exception", %"struct.std::__cow_string" }
%"class.std::exception" = type { i32 (...)** }
%"struct.std::__cow_string" = type { %union.anon }
%union.anon = type { i8* }
%struct.S = type { i32* }

$_ZN1SC2EPi = comdat any

$_ZN1SD2Ev = comdat any

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
@_ZL5dtors = internal global i32 0, align 4
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

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local void @_Z7throweri(i32 noundef %0) #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %5 = load i32, i32* %2, align 4
  %6 = icmp eq i32 %5, 1
  br i1 %6, label %7, label %10

7:                                                ; preds = %1
  %8 = call i8* @__cxa_allocate_exception(i64 4) #8
  %9 = bitcast i8* %8 to i32*
  store i32 42, i32* %9, align 16
  call void @__cxa_throw(i8* %8, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #9
  unreachable

10:                                               ; preds = %1
  %11 = load i32, i32* %2, align 4
  %12 = icmp eq i32 %11, 2
  br i1 %12, label %13, label %17

13:                                               ; preds = %10
  %14 = call i8* @__cxa_allocate_exception(i64 4) #8
  %15 = bitcast i8* %14 to %struct.E*
  %16 = getelementptr inbounds %struct.E, %struct.E* %15, i32 0, i32 0
  store i32 7, i32* %16, align 16
  call void @__cxa_throw(i8* %14, i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*), i8* null) #9
  unreachable

17:                                               ; preds = %10
  %18 = load i32, i32* %2, align 4
  %19 = icmp eq i32 %18, 3
  br i1 %19, label %20, label %28

20:                                               ; preds = %17
  %21 = call i8* @__cxa_allocate_exception(i64 16) #8
  %22 = bitcast i8* %21 to %"class.std::runtime_error"*
  invoke void @_ZNSt13runtime_errorC1EPKc(%"class.std::runtime_error"* noundef nonnull align 8 dereferenceable(16) %22, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i64 0, i64 0))
          to label %23 unwind label %24

23:                                               ; preds = %20
  call void @__cxa_throw(i8* %21, i8* bitcast (i8** @_ZTISt13runtime_error to i8*), i8* bitcast (void (%"class.std::runtime_error"*)* @_ZNSt13runtime_errorD1Ev to i8*)) #9
  unreachable

24:                                               ; preds = %20
  %25 = landingpad { i8*, i32 }
          cleanup
  %26 = extractvalue { i8*, i32 } %25, 0
  store i8* %26, i8** %3, align 8
  %27 = extractvalue { i8*, i32 } %25, 1
  store i32 %27, i32* %4, align 4
  call void @__cxa_free_exception(i8* %21) #8
  br label %35

28:                                               ; preds = %17
  %29 = load i32, i32* %2, align 4
  %30 = icmp eq i32 %29, 4
  br i1 %30, label %31, label %34

31:                                               ; preds = %28
  %32 = call i8* @__cxa_allocate_exception(i64 8) #8
  %33 = bitcast i8* %32 to double*
  store double 3.500000e+00, double* %33, align 16
  call void @__cxa_throw(i8* %32, i8* bitcast (i8** @_ZTId to i8*), i8* null) #9
  unreachable

34:                                               ; preds = %28
  ret void

35:                                               ; preds = %24
  %36 = load i8*, i8** %3, align 8
  %37 = load i32, i32* %4, align 4
  %38 = insertvalue { i8*, i32 } undef, i8* %36, 0
  %39 = insertvalue { i8*, i32 } %38, i32 %37, 1
  resume { i8*, i32 } %39
}

declare i8* @__cxa_allocate_exception(i64)

declare void @__cxa_throw(i8*, i8*, i8*)

declare void @_ZNSt13runtime_errorC1EPKc(%"class.std::runtime_error"* noundef nonnull align 8 dereferenceable(16), i8* noundef) unnamed_addr #1

declare i32 @__gxx_personality_v0(...)

declare void @__cxa_free_exception(i8*)

; Function Attrs: nounwind
declare void @_ZNSt13runtime_errorD1Ev(%"class.std::runtime_error"* noundef nonnull align 8 dereferenceable(16)) unnamed_addr #2

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local noundef i32 @_Z9catch_inti(i32 noundef %0) #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i8*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  %7 = load i32, i32* %3, align 4
  invoke void @_Z7throweri(i32 noundef %7)
          to label %8 unwind label %9

8:                                                ; preds = %1
  br label %26

9:                                                ; preds = %1
  %10 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* null
  %11 = extractvalue { i8*, i32 } %10, 0
  store i8* %11, i8** %4, align 8
  %12 = extractvalue { i8*, i32 } %10, 1
  store i32 %12, i32* %5, align 4
  br label %13

13:                                               ; preds = %9
  %14 = load i32, i32* %5, align 4
  %15 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #8
  %16 = icmp eq i32 %14, %15
  br i1 %16, label %17, label %23

17:                                               ; preds = %13
  %18 = load i8*, i8** %4, align 8
  %19 = call i8* @__cxa_begin_catch(i8* %18) #8
  %20 = bitcast i8* %19 to i32*
  %21 = load i32, i32* %20, align 4
  store i32 %21, i32* %6, align 4
  %22 = load i32, i32* %6, align 4
  store i32 %22, i32* %2, align 4
  call void @__cxa_end_catch() #8
  br label %27

23:                                               ; preds = %13
  %24 = load i8*, i8** %4, align 8
  %25 = call i8* @__cxa_begin_catch(i8* %24) #8
  store i32 -1, i32* %2, align 4
  call void @__cxa_end_catch()
  br label %27

26:                                               ; preds = %8
  store i32 0, i32* %2, align 4
  br label %27

27:                                               ; preds = %26, %17, %23
  %28 = load i32, i32* %2, align 4
  ret i32 %28
}

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #3

declare i8* @__cxa_begin_catch(i8*)

declare void @__cxa_end_catch()

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local noundef i32 @_Z7cleanupi(i32 noundef %0) #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca %struct.S, align 8
  %4 = alloca i8*, align 8
  %5 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @_ZN1SC2EPi(%struct.S* noundef nonnull align 8 dereferenceable(8) %3, i32* noundef @_ZL5dtors)
  %6 = load i32, i32* %2, align 4
  invoke void @_Z7throweri(i32 noundef %6)
          to label %7 unwind label %8

7:                                                ; preds = %1
  call void @_ZN1SD2Ev(%struct.S* noundef nonnull align 8 dereferenceable(8) %3) #8
  ret i32 5

8:                                                ; preds = %1
  %9 = landingpad { i8*, i32 }
          cleanup
  %10 = extractvalue { i8*, i32 } %9, 0
  store i8* %10, i8** %4, align 8
  %11 = extractvalue { i8*, i32 } %9, 1
  store i32 %11, i32* %5, align 4
  call void @_ZN1SD2Ev(%struct.S* noundef nonnull align 8 dereferenceable(8) %3) #8
  br label %12

12:                                               ; preds = %8
  %13 = load i8*, i8** %4, align 8
  %14 = load i32, i32* %5, align 4
  %15 = insertvalue { i8*, i32 } undef, i8* %13, 0
  %16 = insertvalue { i8*, i32 } %15, i32 %14, 1
  resume { i8*, i32 } %16
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1SC2EPi(%struct.S* noundef nonnull align 8 dereferenceable(8) %0, i32* noundef %1) unnamed_addr #4 comdat align 2 {
  %3 = alloca %struct.S*, align 8
  %4 = alloca i32*, align 8
  store %struct.S* %0, %struct.S** %3, align 8
  store i32* %1, i32** %4, align 8
  %5 = load %struct.S*, %struct.S** %3, align 8
  %6 = getelementptr inbounds %struct.S, %struct.S* %5, i32 0, i32 0
  %7 = load i32*, i32** %4, align 8
  store i32* %7, i32** %6, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1SD2Ev(%struct.S* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #4 comdat align 2 {
  %2 = alloca %struct.S*, align 8
  store %struct.S* %0, %struct.S** %2, align 8
  %3 = load %struct.S*, %struct.S** %2, align 8
  %4 = getelementptr inbounds %struct.S, %struct.S* %3, i32 0, i32 0
  %5 = load i32*, i32** %4, align 8
  %6 = load i32, i32* %5, align 4
  %7 = add nsw i32 %6, 1
  store i32 %7, i32* %5, align 4
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local noundef i32 @_Z6nestedi(i32 noundef %0) #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.S, align 8
  %5 = alloca i8*, align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct.E*, align 8
  %8 = alloca %"class.std::exception"*, align 8
  %9 = alloca %struct.E*, align 8
  store i32 %0, i32* %2, align 4
  store i32 0, i32* %3, align 4
  invoke void @_ZN1SC2EPi(%struct.S* noundef nonnull align 8 dereferenceable(8) %4, i32* noundef @_ZL5dtors)
          to label %10 unwind label %13

10:                                               ; preds = %1
  %11 = load i32, i32* %2, align 4
  invoke void @_Z7throweri(i32 noundef %11)
          to label %12 unwind label %17

12:                                               ; preds = %10
  store i32 1, i32* %3, align 4
  call void @_ZN1SD2Ev(%struct.S* noundef nonnull align 8 dereferenceable(8) %4) #8
  br label %67

13:                                               ; preds = %1
  %14 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)
          catch i8* bitcast (i8** @_ZTISt9exception to i8*)
  %15 = extractvalue { i8*, i32 } %14, 0
  store i8* %15, i8** %5, align 8
  %16 = extractvalue { i8*, i32 } %14, 1
  store i32 %16, i32* %6, align 4
  br label %21

17:                                               ; preds = %10
  %18 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)
          catch i8* bitcast (i8** @_ZTISt9exception to i8*)
  %19 = extractvalue { i8*, i32 } %18, 0
  store i8* %19, i8** %5, align 8
  %20 = extractvalue { i8*, i32 } %18, 1
  store i32 %20, i32* %6, align 4
  call void @_ZN1SD2Ev(%struct.S* noundef nonnull align 8 dereferenceable(8) %4) #8
  br label %21

21:                                               ; preds = %17, %13
  %22 = load i32, i32* %6, align 4
  %23 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)) #8
  %24 = icmp eq i32 %22, %23
  br i1 %24, label %25, label %38

25:                                               ; preds = %21
  %26 = load i8*, i8** %5, align 8
  %27 = call i8* @__cxa_begin_catch(i8* %26) #8
  %28 = bitcast i8* %27 to %struct.E*
  store %struct.E* %28, %struct.E** %7, align 8
  %29 = load %struct.E*, %struct.E** %7, align 8
  %30 = getelementptr inbounds %struct.E, %struct.E* %29, i32 0, i32 0
  %31 = load i32, i32* %30, align 4
  %32 = add nsw i32 100, %31
  store i32 %32, i32* %3, align 4
  invoke void @__cxa_rethrow() #9
          to label %76 unwind label %33

33:                                               ; preds = %25
  %34 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)
          catch i8* bitcast (i8** @_ZTISt9exception to i8*)
  %35 = extractvalue { i8*, i32 } %34, 0
  store i8* %35, i8** %5, align 8
  %36 = extractvalue { i8*, i32 } %34, 1
  store i32 %36, i32* %6, align 4
  invoke void @__cxa_end_catch()
          to label %37 unwind label %73

37:                                               ; preds = %33
  br label %38

38:                                               ; preds = %37, %21
  %39 = load i32, i32* %6, align 4
  %40 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)) #8
  %41 = icmp eq i32 %39, %40
  br i1 %41, label %42, label %50

42:                                               ; preds = %38
  %43 = load i8*, i8** %5, align 8
  %44 = call i8* @__cxa_begin_catch(i8* %43) #8
  %45 = bitcast i8* %44 to %struct.E*
  store %struct.E* %45, %struct.E** %9, align 8
  %46 = load i32, i32* %3, align 4
  %47 = add nsw i32 %46, 1000
  store i32 %47, i32* %3, align 4
  call void @__cxa_end_catch()
  br label %48

48:                                               ; preds = %42, %53, %67
  %49 = load i32, i32* %3, align 4
  ret i32 %49

50:                                               ; preds = %38
  %51 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTISt9exception to i8*)) #8
  %52 = icmp eq i32 %39, %51
  br i1 %52, label %53, label %68

53:                                               ; preds = %50
  %54 = load i8*, i8** %5, align 8
  %55 = call i8* @__cxa_begin_catch(i8* %54) #8
  %56 = bitcast i8* %55 to %"class.std::exception"*
  store %"class.std::exception"* %56, %"class.std::exception"** %8, align 8
  store i32 77, i32* %3, align 4
  %57 = load %"class.std::exception"*, %"class.std::exception"** %8, align 8
  %58 = bitcast %"class.std::exception"* %57 to i8* (%"class.std::exception"*)***
  %59 = load i8* (%"class.std::exception"*)**, i8* (%"class.std::exception"*)*** %58, align 8
  %60 = getelementptr inbounds i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %59, i64 2
  %61 = load i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %60, align 8
  %62 = call noundef i8* %61(%"class.std::exception"* noundef nonnull align 8 dereferenceable(8) %57) #8
  %63 = call i64 @strlen(i8* noundef %62) #8
  %64 = trunc i64 %63 to i32
  %65 = load i32, i32* %3, align 4
  %66 = add nsw i32 %65, %64
  store i32 %66, i32* %3, align 4
  call void @__cxa_end_catch()
  br label %48

67:                                               ; preds = %12
  br label %48

68:                                               ; preds = %50
  %69 = load i8*, i8** %5, align 8
  %70 = load i32, i32* %6, align 4
  %71 = insertvalue { i8*, i32 } undef, i8* %69, 0
  %72 = insertvalue { i8*, i32 } %71, i32 %70, 1
  resume { i8*, i32 } %72

73:                                               ; preds = %33
  %74 = landingpad { i8*, i32 }
          catch i8* null
  %75 = extractvalue { i8*, i32 } %74, 0
  call void @__clang_call_terminate(i8* %75) #10
  unreachable

76:                                               ; preds = %25
  unreachable
}

declare void @__cxa_rethrow()

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #5 comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #8
  call void @_ZSt9terminatev() #10
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: nounwind
declare i64 @strlen(i8* noundef) #2

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local void @_Z4speci(i32 noundef %0) #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %5 = load i32, i32* %2, align 4
  invoke void @_Z7throweri(i32 noundef %5)
          to label %6 unwind label %7

6:                                                ; preds = %1
  ret void

7:                                                ; preds = %1
  %8 = landingpad { i8*, i32 }
          filter [2 x i8*] [i8* bitcast (i8** @_ZTIi to i8*), i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)]
  %9 = extractvalue { i8*, i32 } %8, 0
  store i8* %9, i8** %3, align 8
  %10 = extractvalue { i8*, i32 } %8, 1
  store i32 %10, i32* %4, align 4
  br label %11

11:                                               ; preds = %7
  %12 = load i32, i32* %4, align 4
  %13 = icmp slt i32 %12, 0
  br i1 %13, label %14, label %16

14:                                               ; preds = %11
  %15 = load i8*, i8** %3, align 8
  call void @__cxa_call_unexpected(i8* %15) #9
  unreachable

16:                                               ; preds = %11
  %17 = load i8*, i8** %3, align 8
  %18 = load i32, i32* %4, align 4
  %19 = insertvalue { i8*, i32 } undef, i8* %17, 0
  %20 = insertvalue { i8*, i32 } %19, i32 %18, 1
  resume { i8*, i32 } %20
}

declare void @__cxa_call_unexpected(i8*)

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local noundef i32 @_Z9call_speci(i32 noundef %0) #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i8*, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.E, align 4
  %7 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  %8 = load i32, i32* %3, align 4
  invoke void @_Z4speci(i32 noundef %8)
          to label %9 unwind label %10

9:                                                ; preds = %1
  br label %32

10:                                               ; preds = %1
  %11 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)
  %12 = extractvalue { i8*, i32 } %11, 0
  store i8* %12, i8** %4, align 8
  %13 = extractvalue { i8*, i32 } %11, 1
  store i32 %13, i32* %5, align 4
  br label %14

14:                                               ; preds = %10
  %15 = load i32, i32* %5, align 4
  %16 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #8
  %17 = icmp eq i32 %15, %16
  br i1 %17, label %18, label %23

18:                                               ; preds = %14
  %19 = load i8*, i8** %4, align 8
  %20 = call i8* @__cxa_begin_catch(i8* %19) #8
  %21 = bitcast i8* %20 to i32*
  %22 = load i32, i32* %21, align 4
  store i32 %22, i32* %7, align 4
  store i32 1, i32* %2, align 4
  call void @__cxa_end_catch() #8
  br label %33

23:                                               ; preds = %14
  %24 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)) #8
  %25 = icmp eq i32 %15, %24
  br i1 %25, label %26, label %35

26:                                               ; preds = %23
  %27 = load i8*, i8** %4, align 8
  %28 = call i8* @__cxa_begin_catch(i8* %27) #8
  %29 = bitcast i8* %28 to %struct.E*
  %30 = bitcast %struct.E* %6 to i8*
  %31 = bitcast %struct.E* %29 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %30, i8* align 4 %31, i64 4, i1 false)
  store i32 2, i32* %2, align 4
  call void @__cxa_end_catch()
  br label %33

32:                                               ; preds = %9
  store i32 0, i32* %2, align 4
  br label %33

33:                                               ; preds = %32, %18, %26
  %34 = load i32, i32* %2, align 4
  ret i32 %34

35:                                               ; preds = %23
  %36 = load i8*, i8** %4, align 8
  %37 = load i32, i32* %5, align 4
  %38 = insertvalue { i8*, i32 } undef, i8* %36, 0
  %39 = insertvalue { i8*, i32 } %38, i32 %37, 1
  resume { i8*, i32 } %39
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #6

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local noundef i32 @_Z11loop_valuesi(i32 noundef %0) #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i8*, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  store i32 0, i32* %3, align 4
  store i32 0, i32* %4, align 4
  br label %9

9:                                                ; preds = %45, %1
  %10 = load i32, i32* %4, align 4
  %11 = load i32, i32* %2, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %48

13:                                               ; preds = %9
  %14 = load i32, i32* %4, align 4
  %15 = mul nsw i32 %14, 3
  store i32 %15, i32* %5, align 4
  %16 = load i32, i32* %4, align 4
  %17 = srem i32 %16, 3
  %18 = icmp eq i32 %17, 1
  %19 = zext i1 %18 to i64
  %20 = select i1 %18, i32 1, i32 0
  invoke void @_Z7throweri(i32 noundef %20)
          to label %21 unwind label %25

21:                                               ; preds = %13
  %22 = load i32, i32* %5, align 4
  %23 = load i32, i32* %3, align 4
  %24 = add nsw i32 %23, %22
  store i32 %24, i32* %3, align 4
  br label %44

25:                                               ; preds = %13
  %26 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %27 = extractvalue { i8*, i32 } %26, 0
  store i8* %27, i8** %6, align 8
  %28 = extractvalue { i8*, i32 } %26, 1
  store i32 %28, i32* %7, align 4
  br label %29

29:                                               ; preds = %25
  %30 = load i32, i32* %7, align 4
  %31 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #8
  %32 = icmp eq i32 %30, %31
  br i1 %32, label %33, label %50

33:                                               ; preds = %29
  %34 = load i8*, i8** %6, align 8
  %35 = call i8* @__cxa_begin_catch(i8* %34) #8
  %36 = bitcast i8* %35 to i32*
  %37 = load i32, i32* %36, align 4
  store i32 %37, i32* %8, align 4
  %38 = load i32, i32* %5, align 4
  %39 = mul nsw i32 %38, 100
  %40 = load i32, i32* %8, align 4
  %41 = add nsw i32 %39, %40
  %42 = load i32, i32* %3, align 4
  %43 = add nsw i32 %42, %41
  store i32 %43, i32* %3, align 4
  call void @__cxa_end_catch() #8
  br label %44

44:                                               ; preds = %33, %21
  br label %45

45:                                               ; preds = %44
  %46 = load i32, i32* %4, align 4
  %47 = add nsw i32 %46, 1
  store i32 %47, i32* %4, align 4
  br label %9, !llvm.loop !6

48:                                               ; preds = %9
  %49 = load i32, i32* %3, align 4
  ret i32 %49

50:                                               ; preds = %29
  %51 = load i8*, i8** %6, align 8
  %52 = load i32, i32* %7, align 4
  %53 = insertvalue { i8*, i32 } undef, i8* %51, 0
  %54 = insertvalue { i8*, i32 } %53, i32 %52, 1
  resume { i8*, i32 } %54
}

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #7 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  store i32 0, i32* %2, align 4
  %6 = call noundef i32 @_Z9catch_inti(i32 noundef 1)
  %7 = icmp ne i32 %6, 42
  br i1 %7, label %8, label %12

8:                                                ; preds = %0
  %9 = call i32 @puts(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.1, i64 0, i64 0))
  %10 = load i32, i32* %2, align 4
  %11 = add nsw i32 %10, 1
  store i32 %11, i32* %2, align 4
  br label %12

12:                                               ; preds = %8, %0
  %13 = call noundef i32 @_Z9catch_inti(i32 noundef 2)
  %14 = icmp ne i32 %13, -1
  br i1 %14, label %15, label %19

15:                                               ; preds = %12
  %16 = call i32 @puts(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.2, i64 0, i64 0))
  %17 = load i32, i32* %2, align 4
  %18 = add nsw i32 %17, 1
  store i32 %18, i32* %2, align 4
  br label %19

19:                                               ; preds = %15, %12
  %20 = call noundef i32 @_Z9catch_inti(i32 noundef 0)
  %21 = icmp ne i32 %20, 0
  br i1 %21, label %22, label %26

22:                                               ; preds = %19
  %23 = call i32 @puts(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.3, i64 0, i64 0))
  %24 = load i32, i32* %2, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, i32* %2, align 4
  br label %26

26:                                               ; preds = %22, %19
  %27 = invoke noundef i32 @_Z7cleanupi(i32 noundef 1)
          to label %28 unwind label %33

28:                                               ; preds = %26
  %29 = invoke i32 @puts(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.4, i64 0, i64 0))
          to label %30 unwind label %33

30:                                               ; preds = %28
  %31 = load i32, i32* %2, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, i32* %2, align 4
  br label %46

33:                                               ; preds = %28, %26
  %34 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %35 = extractvalue { i8*, i32 } %34, 0
  store i8* %35, i8** %3, align 8
  %36 = extractvalue { i8*, i32 } %34, 1
  store i32 %36, i32* %4, align 4
  br label %37

37:                                               ; preds = %33
  %38 = load i32, i32* %4, align 4
  %39 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #8
  %40 = icmp eq i32 %38, %39
  br i1 %40, label %41, label %99

41:                                               ; preds = %37
  %42 = load i8*, i8** %3, align 8
  %43 = call i8* @__cxa_begin_catch(i8* %42) #8
  %44 = bitcast i8* %43 to i32*
  %45 = load i32, i32* %44, align 4
  store i32 %45, i32* %5, align 4
  call void @__cxa_end_catch() #8
  br label %46

46:                                               ; preds = %41, %30
  %47 = load i32, i32* @_ZL5dtors, align 4
  %48 = icmp ne i32 %47, 1
  br i1 %48, label %49, label %54

49:                                               ; preds = %46
  %50 = load i32, i32* @_ZL5dtors, align 4
  %51 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.5, i64 0, i64 0), i32 noundef %50)
  %52 = load i32, i32* %2, align 4
  %53 = add nsw i32 %52, 1
  store i32 %53, i32* %2, align 4
  br label %54

54:                                               ; preds = %49, %46
  %55 = call noundef i32 @_Z6nestedi(i32 noundef 2)
  %56 = icmp ne i32 %55, 1107
  br i1 %56, label %57, label %62

57:                                               ; preds = %54
  %58 = call noundef i32 @_Z6nestedi(i32 noundef 2)
  %59 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.6, i64 0, i64 0), i32 noundef %58)
  %60 = load i32, i32* %2, align 4
  %61 = add nsw i32 %60, 1
  store i32 %61, i32* %2, align 4
  br label %62

62:                                               ; preds = %57, %54
  %63 = call noundef i32 @_Z6nestedi(i32 noundef 3)
  %64 = icmp ne i32 %63, 81
  br i1 %64, label %65, label %70

65:                                               ; preds = %62
  %66 = call noundef i32 @_Z6nestedi(i32 noundef 3)
  %67 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.7, i64 0, i64 0), i32 noundef %66)
  %68 = load i32, i32* %2, align 4
  %69 = add nsw i32 %68, 1
  store i32 %69, i32* %2, align 4
  br label %70

70:                                               ; preds = %65, %62
  %71 = call noundef i32 @_Z6nestedi(i32 noundef 0)
  %72 = icmp ne i32 %71, 1
  br i1 %72, label %73, label %77

73:                                               ; preds = %70
  %74 = call i32 @puts(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.8, i64 0, i64 0))
  %75 = load i32, i32* %2, align 4
  %76 = add nsw i32 %75, 1
  store i32 %76, i32* %2, align 4
  br label %77

77:                                               ; preds = %73, %70
  %78 = call noundef i32 @_Z9call_speci(i32 noundef 1)
  %79 = icmp ne i32 %78, 1
  br i1 %79, label %83, label %80

80:                                               ; preds = %77
  %81 = call noundef i32 @_Z9call_speci(i32 noundef 2)
  %82 = icmp ne i32 %81, 2
  br i1 %82, label %83, label %87

83:                                               ; preds = %80, %77
  %84 = call i32 @puts(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.9, i64 0, i64 0))
  %85 = load i32, i32* %2, align 4
  %86 = add nsw i32 %85, 1
  store i32 %86, i32* %2, align 4
  br label %87

87:                                               ; preds = %83, %80
  %88 = call noundef i32 @_Z11loop_valuesi(i32 noundef 7)
  %89 = icmp ne i32 %88, 1632
  br i1 %89, label %90, label %95

90:                                               ; preds = %87
  %91 = call noundef i32 @_Z11loop_valuesi(i32 noundef 7)
  %92 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.10, i64 0, i64 0), i32 noundef %91)
  %93 = load i32, i32* %2, align 4
  %94 = add nsw i32 %93, 1
  store i32 %94, i32* %2, align 4
  br label %95

95:                                               ; preds = %90, %87
  %96 = load i32, i32* %2, align 4
  %97 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.11, i64 0, i64 0), i32 noundef %96)
  %98 = load i32, i32* %2, align 4
  ret i32 %98

99:                                               ; preds = %37
  %100 = load i8*, i8** %3, align 8
  %101 = load i32, i32* %4, align 4
  %102 = insertvalue { i8*, i32 } undef, i8* %100, 0
  %103 = insertvalue { i8*, i32 } %102, i32 %101, 1
  resume { i8*, i32 } %103
}

declare i32 @puts(i8* noundef) #1

declare i32 @printf(i8* noundef, ...) #1

attributes #0 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind readnone }
attributes #4 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noinline noreturn nounwind }
attributes #6 = { argmemonly nofree nounwind willreturn }
attributes #7 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind }
attributes #9 = { noreturn }
attributes #10 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}

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
