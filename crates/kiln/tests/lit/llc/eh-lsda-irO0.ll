; The LSDA and CFI of C++ functions (cleanup only, catch, catch-all, nested try, rethrow,
; throw() and throw(int, E) specifications, values live into a pad in a loop), from clang++-14 -O0
; IR: kiln's objects decode (scripts/lsda-decode.py) to the same tables as llc's, pic and static.
; RUN: kiln llc -O0 -filetype=obj -relocation-model=pic %s -o %t.kiln.pic.O0.o
; RUN: llc -O0 -filetype=obj -relocation-model=pic %s -o %t.llc.pic.O0.o
; RUN: python3 ../../scripts/lsda-decode.py %t.kiln.pic.O0.o > %t.kiln.pic.O0.txt
; RUN: python3 ../../scripts/lsda-decode.py %t.llc.pic.O0.o > %t.llc.pic.O0.txt
; RUN: diff %t.llc.pic.O0.txt %t.kiln.pic.O0.txt
; RUN: kiln llc -O2 -filetype=obj -relocation-model=pic %s -o %t.kiln.pic.O2.o
; RUN: llc -O2 -filetype=obj -relocation-model=pic %s -o %t.llc.pic.O2.o
; RUN: python3 ../../scripts/lsda-decode.py %t.kiln.pic.O2.o > %t.kiln.pic.O2.txt
; RUN: python3 ../../scripts/lsda-decode.py %t.llc.pic.O2.o > %t.llc.pic.O2.txt
; RUN: diff %t.llc.pic.O2.txt %t.kiln.pic.O2.txt
; RUN: kiln llc -O0 -filetype=obj -relocation-model=static %s -o %t.kiln.static.O0.o
; RUN: llc -O0 -filetype=obj -relocation-model=static %s -o %t.llc.static.O0.o
; RUN: python3 ../../scripts/lsda-decode.py %t.kiln.static.O0.o > %t.kiln.static.O0.txt
; RUN: python3 ../../scripts/lsda-decode.py %t.llc.static.O0.o > %t.llc.static.O0.txt
; RUN: diff %t.llc.static.O0.txt %t.kiln.static.O0.txt
; RUN: kiln llc -O2 -filetype=obj -relocation-model=static %s -o %t.kiln.static.O2.o
; RUN: llc -O2 -filetype=obj -relocation-model=static %s -o %t.llc.static.O2.o
; RUN: python3 ../../scripts/lsda-decode.py %t.kiln.static.O2.o > %t.kiln.static.O2.txt
; RUN: python3 ../../scripts/lsda-decode.py %t.llc.static.O2.o > %t.llc.static.O2.txt
; RUN: diff %t.llc.static.O2.txt %t.kiln.static.O2.txt
; With -function-sections each table is .gcc_except_table.<function>, as llc names it.
; RUN: kiln llc -O0 -function-sections -filetype=obj -relocation-model=pic %s -o %t.kiln.fs.o
; RUN: llc -O0 -function-sections -filetype=obj -relocation-model=pic %s -o %t.llc.fs.o
; RUN: python3 ../../scripts/lsda-decode.py %t.kiln.fs.o > %t.kiln.fs.txt
; RUN: python3 ../../scripts/lsda-decode.py %t.llc.fs.o > %t.llc.fs.txt
; RUN: diff %t.llc.fs.txt %t.kiln.fs.txt
; RUN: FileCheck %s --check-prefix=SECTIONS < %t.kiln.fs.txt
; SECTIONS: GCC_except_table0 in .gcc_except_table._Z9catch_inti:
; RUN: FileCheck %s --check-prefix=PIC < %t.kiln.pic.O0.txt
; RUN: FileCheck %s --check-prefix=STATIC < %t.kiln.static.O0.txt
;
; PIC: CIE #{{[0-9]+}} augmentation 'zPLR'  personality enc=0x9b R_X86_64_PC32 DW.ref.__gxx_personality_v0  lsda enc=0x1b  fde enc=0x1b
; STATIC: CIE #{{[0-9]+}} augmentation 'zPLR'  personality enc=0x03 R_X86_64_32 __gxx_personality_v0  lsda enc=0x03  fde enc=0x1b
; PIC: FDE _Z9catch_inti cie=#{{[0-9]+}} lsda=GCC_except_table0
; PIC: GCC_except_table0 in .gcc_except_table: lpstart=0xff ttype=0x9b callsite=0x01
; PIC-NEXT: call site: pad #0, actions catch R_X86_64_PC32 stub -> _ZTIi (R_X86_64_64); catch null
; STATIC: GCC_except_table0 in .gcc_except_table: lpstart=0xff ttype=0x03 callsite=0x01
; STATIC-NEXT: call site: pad #0, actions catch R_X86_64_32 _ZTIi; catch null
; PIC: GCC_except_table1 in .gcc_except_table: lpstart=0xff ttype=0xff callsite=0x01
; PIC-NEXT: call site: pad #0, actions none
; PIC: filter [R_X86_64_PC32 stub -> _ZTIi (R_X86_64_64), R_X86_64_PC32 stub -> _ZTI1E (R_X86_64_64)]
; PIC: filter []

source_filename = "eh-tables.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.S = type { i32* }
%struct.E = type { i32 }
%struct.F = type { %struct.E, i32 }
%"class.std::exception" = type { i32 (...)** }

$_ZN1SC2EPi = comdat any

$_ZN1SD2Ev = comdat any

$__clang_call_terminate = comdat any

$_ZTS1E = comdat any

$_ZTI1E = comdat any

$_ZTS1F = comdat any

$_ZTI1F = comdat any

@_ZTIi = external constant i8*
@_ZTISt9exception = external constant i8*
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS1E = linkonce_odr dso_local constant [3 x i8] c"1E\00", comdat, align 1
@_ZTI1E = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1E, i32 0, i32 0) }, comdat, align 8
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS1F = linkonce_odr dso_local constant [3 x i8] c"1F\00", comdat, align 1
@_ZTI1F = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1F, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*) }, comdat, align 8

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local noundef i32 @_Z9catch_inti(i32 noundef %0) #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i8*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  %7 = load i32, i32* %3, align 4
  invoke void @_Z9may_throwi(i32 noundef %7)
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
  %15 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #6
  %16 = icmp eq i32 %14, %15
  br i1 %16, label %17, label %23

17:                                               ; preds = %13
  %18 = load i8*, i8** %4, align 8
  %19 = call i8* @__cxa_begin_catch(i8* %18) #6
  %20 = bitcast i8* %19 to i32*
  %21 = load i32, i32* %20, align 4
  store i32 %21, i32* %6, align 4
  %22 = load i32, i32* %6, align 4
  store i32 %22, i32* %2, align 4
  call void @__cxa_end_catch() #6
  br label %27

23:                                               ; preds = %13
  %24 = load i8*, i8** %4, align 8
  %25 = call i8* @__cxa_begin_catch(i8* %24) #6
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

declare void @_Z9may_throwi(i32 noundef) #1

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #2

declare i8* @__cxa_begin_catch(i8*)

declare void @__cxa_end_catch()

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local noundef i32 @_Z7cleanupiPi(i32 noundef %0, i32* noundef %1) #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %3 = alloca i32, align 4
  %4 = alloca i32*, align 8
  %5 = alloca %struct.S, align 8
  %6 = alloca i8*, align 8
  %7 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32* %1, i32** %4, align 8
  %8 = load i32*, i32** %4, align 8
  call void @_ZN1SC2EPi(%struct.S* noundef nonnull align 8 dereferenceable(8) %5, i32* noundef %8)
  %9 = load i32, i32* %3, align 4
  invoke void @_Z9may_throwi(i32 noundef %9)
          to label %10 unwind label %11

10:                                               ; preds = %2
  call void @_ZN1SD2Ev(%struct.S* noundef nonnull align 8 dereferenceable(8) %5) #6
  ret i32 5

11:                                               ; preds = %2
  %12 = landingpad { i8*, i32 }
          cleanup
  %13 = extractvalue { i8*, i32 } %12, 0
  store i8* %13, i8** %6, align 8
  %14 = extractvalue { i8*, i32 } %12, 1
  store i32 %14, i32* %7, align 4
  call void @_ZN1SD2Ev(%struct.S* noundef nonnull align 8 dereferenceable(8) %5) #6
  br label %15

15:                                               ; preds = %11
  %16 = load i8*, i8** %6, align 8
  %17 = load i32, i32* %7, align 4
  %18 = insertvalue { i8*, i32 } undef, i8* %16, 0
  %19 = insertvalue { i8*, i32 } %18, i32 %17, 1
  resume { i8*, i32 } %19
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1SC2EPi(%struct.S* noundef nonnull align 8 dereferenceable(8) %0, i32* noundef %1) unnamed_addr #3 comdat align 2 {
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
define linkonce_odr dso_local void @_ZN1SD2Ev(%struct.S* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #3 comdat align 2 {
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
define dso_local noundef i32 @_Z6nestediPi(i32 noundef %0, i32* noundef %1) #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %3 = alloca i32, align 4
  %4 = alloca i32*, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.S, align 8
  %7 = alloca i8*, align 8
  %8 = alloca i32, align 4
  %9 = alloca %struct.E*, align 8
  %10 = alloca %struct.F*, align 8
  %11 = alloca %struct.E*, align 8
  %12 = alloca %"class.std::exception"*, align 8
  store i32 %0, i32* %3, align 4
  store i32* %1, i32** %4, align 8
  store i32 0, i32* %5, align 4
  %13 = load i32*, i32** %4, align 8
  invoke void @_ZN1SC2EPi(%struct.S* noundef nonnull align 8 dereferenceable(8) %6, i32* noundef %13)
          to label %14 unwind label %17

14:                                               ; preds = %2
  %15 = load i32, i32* %3, align 4
  invoke void @_Z9may_throwi(i32 noundef %15)
          to label %16 unwind label %21

16:                                               ; preds = %14
  store i32 1, i32* %5, align 4
  call void @_ZN1SD2Ev(%struct.S* noundef nonnull align 8 dereferenceable(8) %6) #6
  br label %77

17:                                               ; preds = %2
  %18 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1F to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)
          catch i8* bitcast (i8** @_ZTISt9exception to i8*)
  %19 = extractvalue { i8*, i32 } %18, 0
  store i8* %19, i8** %7, align 8
  %20 = extractvalue { i8*, i32 } %18, 1
  store i32 %20, i32* %8, align 4
  br label %25

21:                                               ; preds = %14
  %22 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1F to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)
          catch i8* bitcast (i8** @_ZTISt9exception to i8*)
  %23 = extractvalue { i8*, i32 } %22, 0
  store i8* %23, i8** %7, align 8
  %24 = extractvalue { i8*, i32 } %22, 1
  store i32 %24, i32* %8, align 4
  call void @_ZN1SD2Ev(%struct.S* noundef nonnull align 8 dereferenceable(8) %6) #6
  br label %25

25:                                               ; preds = %21, %17
  %26 = load i32, i32* %8, align 4
  %27 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1F to i8*)) #6
  %28 = icmp eq i32 %26, %27
  br i1 %28, label %29, label %37

29:                                               ; preds = %25
  %30 = load i8*, i8** %7, align 8
  %31 = call i8* @__cxa_begin_catch(i8* %30) #6
  %32 = bitcast i8* %31 to %struct.F*
  store %struct.F* %32, %struct.F** %10, align 8
  %33 = load %struct.F*, %struct.F** %10, align 8
  %34 = getelementptr inbounds %struct.F, %struct.F* %33, i32 0, i32 1
  %35 = load i32, i32* %34, align 4
  %36 = add nsw i32 100, %35
  store i32 %36, i32* %5, align 4
  invoke void @__cxa_rethrow() #7
          to label %86 unwind label %53

37:                                               ; preds = %25
  %38 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)) #6
  %39 = icmp eq i32 %26, %38
  br i1 %39, label %40, label %58

40:                                               ; preds = %37
  %41 = load i8*, i8** %7, align 8
  %42 = call i8* @__cxa_begin_catch(i8* %41) #6
  %43 = bitcast i8* %42 to %struct.E*
  store %struct.E* %43, %struct.E** %9, align 8
  %44 = load %struct.E*, %struct.E** %9, align 8
  %45 = getelementptr inbounds %struct.E, %struct.E* %44, i32 0, i32 0
  %46 = load i32, i32* %45, align 4
  %47 = add nsw i32 200, %46
  store i32 %47, i32* %5, align 4
  invoke void @__cxa_end_catch()
          to label %48 unwind label %49

48:                                               ; preds = %40
  br label %77

49:                                               ; preds = %40
  %50 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTISt9exception to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)
  %51 = extractvalue { i8*, i32 } %50, 0
  store i8* %51, i8** %7, align 8
  %52 = extractvalue { i8*, i32 } %50, 1
  store i32 %52, i32* %8, align 4
  br label %58

53:                                               ; preds = %29
  %54 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTISt9exception to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)
  %55 = extractvalue { i8*, i32 } %54, 0
  store i8* %55, i8** %7, align 8
  %56 = extractvalue { i8*, i32 } %54, 1
  store i32 %56, i32* %8, align 4
  invoke void @__cxa_end_catch()
          to label %57 unwind label %83

57:                                               ; preds = %53
  br label %58

58:                                               ; preds = %57, %49, %37
  %59 = load i32, i32* %8, align 4
  %60 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTISt9exception to i8*)) #6
  %61 = icmp eq i32 %59, %60
  br i1 %61, label %62, label %68

62:                                               ; preds = %58
  %63 = load i8*, i8** %7, align 8
  %64 = call i8* @__cxa_begin_catch(i8* %63) #6
  %65 = bitcast i8* %64 to %"class.std::exception"*
  store %"class.std::exception"* %65, %"class.std::exception"** %12, align 8
  store i32 77, i32* %5, align 4
  call void @__cxa_end_catch()
  br label %66

66:                                               ; preds = %62, %71, %77
  %67 = load i32, i32* %5, align 4
  ret i32 %67

68:                                               ; preds = %58
  %69 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)) #6
  %70 = icmp eq i32 %59, %69
  br i1 %70, label %71, label %78

71:                                               ; preds = %68
  %72 = load i8*, i8** %7, align 8
  %73 = call i8* @__cxa_begin_catch(i8* %72) #6
  %74 = bitcast i8* %73 to %struct.E*
  store %struct.E* %74, %struct.E** %11, align 8
  %75 = load i32, i32* %5, align 4
  %76 = add nsw i32 %75, 1000
  store i32 %76, i32* %5, align 4
  call void @__cxa_end_catch()
  br label %66

77:                                               ; preds = %48, %16
  br label %66

78:                                               ; preds = %68
  %79 = load i8*, i8** %7, align 8
  %80 = load i32, i32* %8, align 4
  %81 = insertvalue { i8*, i32 } undef, i8* %79, 0
  %82 = insertvalue { i8*, i32 } %81, i32 %80, 1
  resume { i8*, i32 } %82

83:                                               ; preds = %53
  %84 = landingpad { i8*, i32 }
          catch i8* null
  %85 = extractvalue { i8*, i32 } %84, 0
  call void @__clang_call_terminate(i8* %85) #8
  unreachable

86:                                               ; preds = %29
  unreachable
}

declare void @__cxa_rethrow()

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #4 comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #6
  call void @_ZSt9terminatev() #8
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local void @_Z7rethrowi(i32 noundef %0) #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %5 = load i32, i32* %2, align 4
  invoke void @_Z9may_throwi(i32 noundef %5)
          to label %6 unwind label %7

6:                                                ; preds = %1
  br label %19

7:                                                ; preds = %1
  %8 = landingpad { i8*, i32 }
          catch i8* null
  %9 = extractvalue { i8*, i32 } %8, 0
  store i8* %9, i8** %3, align 8
  %10 = extractvalue { i8*, i32 } %8, 1
  store i32 %10, i32* %4, align 4
  br label %11

11:                                               ; preds = %7
  %12 = load i8*, i8** %3, align 8
  %13 = call i8* @__cxa_begin_catch(i8* %12) #6
  invoke void @__cxa_rethrow() #7
          to label %28 unwind label %14

14:                                               ; preds = %11
  %15 = landingpad { i8*, i32 }
          cleanup
  %16 = extractvalue { i8*, i32 } %15, 0
  store i8* %16, i8** %3, align 8
  %17 = extractvalue { i8*, i32 } %15, 1
  store i32 %17, i32* %4, align 4
  invoke void @__cxa_end_catch()
          to label %18 unwind label %25

18:                                               ; preds = %14
  br label %20

19:                                               ; preds = %6
  ret void

20:                                               ; preds = %18
  %21 = load i8*, i8** %3, align 8
  %22 = load i32, i32* %4, align 4
  %23 = insertvalue { i8*, i32 } undef, i8* %21, 0
  %24 = insertvalue { i8*, i32 } %23, i32 %22, 1
  resume { i8*, i32 } %24

25:                                               ; preds = %14
  %26 = landingpad { i8*, i32 }
          catch i8* null
  %27 = extractvalue { i8*, i32 } %26, 0
  call void @__clang_call_terminate(i8* %27) #8
  unreachable

28:                                               ; preds = %11
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local void @_Z4speci(i32 noundef %0) #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %5 = load i32, i32* %2, align 4
  invoke void @_Z9may_throwi(i32 noundef %5)
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
  call void @__cxa_call_unexpected(i8* %15) #7
  unreachable

16:                                               ; preds = %11
  %17 = load i8*, i8** %3, align 8
  %18 = load i32, i32* %4, align 4
  %19 = insertvalue { i8*, i32 } undef, i8* %17, 0
  %20 = insertvalue { i8*, i32 } %19, i32 %18, 1
  resume { i8*, i32 } %20
}

declare void @__cxa_call_unexpected(i8*)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local void @_Z7nothrowi(i32 noundef %0) #5 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %5 = load i32, i32* %2, align 4
  invoke void @_Z9may_throwi(i32 noundef %5)
          to label %6 unwind label %7

6:                                                ; preds = %1
  ret void

7:                                                ; preds = %1
  %8 = landingpad { i8*, i32 }
          filter [0 x i8*] zeroinitializer
  %9 = extractvalue { i8*, i32 } %8, 0
  store i8* %9, i8** %3, align 8
  %10 = extractvalue { i8*, i32 } %8, 1
  store i32 %10, i32* %4, align 4
  br label %11

11:                                               ; preds = %7
  %12 = load i8*, i8** %3, align 8
  call void @__cxa_call_unexpected(i8* %12) #7
  unreachable
}

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

9:                                                ; preds = %41, %1
  %10 = load i32, i32* %4, align 4
  %11 = load i32, i32* %2, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %44

13:                                               ; preds = %9
  %14 = load i32, i32* %4, align 4
  %15 = mul nsw i32 %14, 3
  store i32 %15, i32* %5, align 4
  %16 = load i32, i32* %4, align 4
  invoke void @_Z9may_throwi(i32 noundef %16)
          to label %17 unwind label %21

17:                                               ; preds = %13
  %18 = load i32, i32* %5, align 4
  %19 = load i32, i32* %3, align 4
  %20 = add nsw i32 %19, %18
  store i32 %20, i32* %3, align 4
  br label %40

21:                                               ; preds = %13
  %22 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %23 = extractvalue { i8*, i32 } %22, 0
  store i8* %23, i8** %6, align 8
  %24 = extractvalue { i8*, i32 } %22, 1
  store i32 %24, i32* %7, align 4
  br label %25

25:                                               ; preds = %21
  %26 = load i32, i32* %7, align 4
  %27 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #6
  %28 = icmp eq i32 %26, %27
  br i1 %28, label %29, label %46

29:                                               ; preds = %25
  %30 = load i8*, i8** %6, align 8
  %31 = call i8* @__cxa_begin_catch(i8* %30) #6
  %32 = bitcast i8* %31 to i32*
  %33 = load i32, i32* %32, align 4
  store i32 %33, i32* %8, align 4
  %34 = load i32, i32* %5, align 4
  %35 = mul nsw i32 %34, 100
  %36 = load i32, i32* %8, align 4
  %37 = add nsw i32 %35, %36
  %38 = load i32, i32* %3, align 4
  %39 = add nsw i32 %38, %37
  store i32 %39, i32* %3, align 4
  call void @__cxa_end_catch() #6
  br label %40

40:                                               ; preds = %29, %17
  br label %41

41:                                               ; preds = %40
  %42 = load i32, i32* %4, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, i32* %4, align 4
  br label %9, !llvm.loop !6

44:                                               ; preds = %9
  %45 = load i32, i32* %3, align 4
  ret i32 %45

46:                                               ; preds = %25
  %47 = load i8*, i8** %6, align 8
  %48 = load i32, i32* %7, align 4
  %49 = insertvalue { i8*, i32 } undef, i8* %47, 0
  %50 = insertvalue { i8*, i32 } %49, i32 %48, 1
  resume { i8*, i32 } %50
}

attributes #0 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind readnone }
attributes #3 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noinline noreturn nounwind }
attributes #5 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { noreturn }
attributes #8 = { noreturn nounwind }

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
