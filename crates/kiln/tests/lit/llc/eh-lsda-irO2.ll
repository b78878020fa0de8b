; The LSDA and CFI of C++ functions (cleanup only, catch, catch-all, nested try, rethrow,
; throw() and throw(int, E) specifications, values live into a pad in a loop), from clang++-14 -O2
; IR: kiln's objects decode (scripts/lsda-decode.py) to the same tables as llc's, pic and static.
; RUN: kiln llc -O0 -filetype=obj -relocation-model=pic %s -o %t.kiln.pic.O0.o
; RUN: llc -O0 -filetype=obj -relocation-model=pic %s -o %t.llc.pic.O0.o
; RUN: python3 ../../scripts/lsda-decode.py %t.kiln.pic.O0.o > %t.kiln.pic.O0.txt
; RUN: python3 ../../scripts/lsda-decode.py %t.llc.pic.O0.o > %t.llc.pic.O0.txt
; RUN: diff %t.llc.pic.O0.txt %t.kiln.pic.O0.txt
; RUN: kiln llc -O2 -filetype=obj -relocation-model=pic %s -o %t.kiln.pic.O2.o
; RUN: llc -O2 -filetype=obj -relocation-model=pic %s -o %t.llc.pic.O2.o
; RUN: python3 ../../scripts/lsda-decode.py --unordered %t.kiln.pic.O2.o > %t.kiln.pic.O2.txt
; RUN: python3 ../../scripts/lsda-decode.py --unordered %t.llc.pic.O2.o > %t.llc.pic.O2.txt
; RUN: diff %t.llc.pic.O2.txt %t.kiln.pic.O2.txt
; RUN: kiln llc -O0 -filetype=obj -relocation-model=static %s -o %t.kiln.static.O0.o
; RUN: llc -O0 -filetype=obj -relocation-model=static %s -o %t.llc.static.O0.o
; RUN: python3 ../../scripts/lsda-decode.py %t.kiln.static.O0.o > %t.kiln.static.O0.txt
; RUN: python3 ../../scripts/lsda-decode.py %t.llc.static.O0.o > %t.llc.static.O0.txt
; RUN: diff %t.llc.static.O0.txt %t.kiln.static.O0.txt
; RUN: kiln llc -O2 -filetype=obj -relocation-model=static %s -o %t.kiln.static.O2.o
; RUN: llc -O2 -filetype=obj -relocation-model=static %s -o %t.llc.static.O2.o
; RUN: python3 ../../scripts/lsda-decode.py --unordered %t.kiln.static.O2.o > %t.kiln.static.O2.txt
; RUN: python3 ../../scripts/lsda-decode.py --unordered %t.llc.static.O2.o > %t.llc.static.O2.txt
; RUN: diff %t.llc.static.O2.txt %t.kiln.static.O2.txt
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

; Function Attrs: mustprogress uwtable
define dso_local noundef i32 @_Z9catch_inti(i32 noundef %0) local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  invoke void @_Z9may_throwi(i32 noundef %0)
          to label %13 unwind label %2

2:                                                ; preds = %1
  %3 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* null
  %4 = extractvalue { i8*, i32 } %3, 0
  %5 = extractvalue { i8*, i32 } %3, 1
  %6 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #6
  %7 = icmp eq i32 %5, %6
  %8 = tail call i8* @__cxa_begin_catch(i8* %4) #6
  br i1 %7, label %9, label %12

9:                                                ; preds = %2
  %10 = bitcast i8* %8 to i32*
  %11 = load i32, i32* %10, align 4, !tbaa !5
  tail call void @__cxa_end_catch() #6
  br label %13

12:                                               ; preds = %2
  tail call void @__cxa_end_catch()
  br label %13

13:                                               ; preds = %1, %9, %12
  %14 = phi i32 [ %11, %9 ], [ -1, %12 ], [ 0, %1 ]
  ret i32 %14
}

declare void @_Z9may_throwi(i32 noundef) local_unnamed_addr #1

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #2

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: uwtable
define dso_local noundef i32 @_Z7cleanupiPi(i32 noundef %0, i32* noundef %1) local_unnamed_addr #3 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  invoke void @_Z9may_throwi(i32 noundef %0)
          to label %3 unwind label %6

3:                                                ; preds = %2
  %4 = load i32, i32* %1, align 4, !tbaa !5
  %5 = add nsw i32 %4, 1
  store i32 %5, i32* %1, align 4, !tbaa !5
  ret i32 5

6:                                                ; preds = %2
  %7 = landingpad { i8*, i32 }
          cleanup
  %8 = load i32, i32* %1, align 4, !tbaa !5
  %9 = add nsw i32 %8, 1
  store i32 %9, i32* %1, align 4, !tbaa !5
  resume { i8*, i32 } %7
}

; Function Attrs: uwtable
define dso_local noundef i32 @_Z6nestediPi(i32 noundef %0, i32* noundef %1) local_unnamed_addr #3 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  invoke void @_Z9may_throwi(i32 noundef %0)
          to label %3 unwind label %6

3:                                                ; preds = %2
  %4 = load i32, i32* %1, align 4, !tbaa !5
  %5 = add nsw i32 %4, 1
  store i32 %5, i32* %1, align 4, !tbaa !5
  br label %46

6:                                                ; preds = %2
  %7 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1F to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)
          catch i8* bitcast (i8** @_ZTISt9exception to i8*)
  %8 = extractvalue { i8*, i32 } %7, 0
  %9 = extractvalue { i8*, i32 } %7, 1
  %10 = load i32, i32* %1, align 4, !tbaa !5
  %11 = add nsw i32 %10, 1
  store i32 %11, i32* %1, align 4, !tbaa !5
  %12 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1F to i8*)) #6
  %13 = icmp eq i32 %9, %12
  br i1 %13, label %14, label %20

14:                                               ; preds = %6
  %15 = tail call i8* @__cxa_begin_catch(i8* %8) #6
  %16 = getelementptr inbounds i8, i8* %15, i64 4
  %17 = bitcast i8* %16 to i32*
  %18 = load i32, i32* %17, align 4, !tbaa !9
  %19 = add nsw i32 %18, 100
  invoke void @__cxa_rethrow() #7
          to label %58 unwind label %32

20:                                               ; preds = %6
  %21 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)) #6
  %22 = icmp eq i32 %9, %21
  br i1 %22, label %23, label %37

23:                                               ; preds = %20
  %24 = tail call i8* @__cxa_begin_catch(i8* %8) #6
  %25 = bitcast i8* %24 to i32*
  %26 = load i32, i32* %25, align 4, !tbaa !11
  %27 = add nsw i32 %26, 200
  invoke void @__cxa_end_catch()
          to label %46 unwind label %28

28:                                               ; preds = %23
  %29 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTISt9exception to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)
  %30 = extractvalue { i8*, i32 } %29, 0
  %31 = extractvalue { i8*, i32 } %29, 1
  br label %37

32:                                               ; preds = %14
  %33 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTISt9exception to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)
  invoke void @__cxa_end_catch()
          to label %34 unwind label %55

34:                                               ; preds = %32
  %35 = extractvalue { i8*, i32 } %33, 1
  %36 = extractvalue { i8*, i32 } %33, 0
  br label %37

37:                                               ; preds = %34, %28, %20
  %38 = phi i32 [ %35, %34 ], [ %31, %28 ], [ %9, %20 ]
  %39 = phi i8* [ %36, %34 ], [ %30, %28 ], [ %8, %20 ]
  %40 = phi i32 [ %19, %34 ], [ %27, %28 ], [ 0, %20 ]
  %41 = phi { i8*, i32 } [ %33, %34 ], [ %29, %28 ], [ %7, %20 ]
  %42 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTISt9exception to i8*)) #6
  %43 = icmp eq i32 %38, %42
  br i1 %43, label %44, label %48

44:                                               ; preds = %37
  %45 = tail call i8* @__cxa_begin_catch(i8* %39) #6
  tail call void @__cxa_end_catch()
  br label %46

46:                                               ; preds = %23, %3, %44, %51
  %47 = phi i32 [ 1, %3 ], [ 77, %44 ], [ %53, %51 ], [ %27, %23 ]
  ret i32 %47

48:                                               ; preds = %37
  %49 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)) #6
  %50 = icmp eq i32 %38, %49
  br i1 %50, label %51, label %54

51:                                               ; preds = %48
  %52 = tail call i8* @__cxa_begin_catch(i8* %39) #6
  %53 = add nsw i32 %40, 1000
  tail call void @__cxa_end_catch()
  br label %46

54:                                               ; preds = %48
  resume { i8*, i32 } %41

55:                                               ; preds = %32
  %56 = landingpad { i8*, i32 }
          catch i8* null
  %57 = extractvalue { i8*, i32 } %56, 0
  tail call void @__clang_call_terminate(i8* %57) #8
  unreachable

58:                                               ; preds = %14
  unreachable
}

declare void @__cxa_rethrow() local_unnamed_addr

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) local_unnamed_addr #4 comdat {
  %2 = tail call i8* @__cxa_begin_catch(i8* %0) #6
  tail call void @_ZSt9terminatev() #8
  unreachable
}

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: mustprogress uwtable
define dso_local void @_Z7rethrowi(i32 noundef %0) local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  invoke void @_Z9may_throwi(i32 noundef %0)
          to label %8 unwind label %2

2:                                                ; preds = %1
  %3 = landingpad { i8*, i32 }
          catch i8* null
  %4 = extractvalue { i8*, i32 } %3, 0
  %5 = tail call i8* @__cxa_begin_catch(i8* %4) #6
  invoke void @__cxa_rethrow() #7
          to label %13 unwind label %6

6:                                                ; preds = %2
  %7 = landingpad { i8*, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %9 unwind label %10

8:                                                ; preds = %1
  ret void

9:                                                ; preds = %6
  resume { i8*, i32 } %7

10:                                               ; preds = %6
  %11 = landingpad { i8*, i32 }
          catch i8* null
  %12 = extractvalue { i8*, i32 } %11, 0
  tail call void @__clang_call_terminate(i8* %12) #8
  unreachable

13:                                               ; preds = %2
  unreachable
}

; Function Attrs: mustprogress uwtable
define dso_local void @_Z4speci(i32 noundef %0) local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  invoke void @_Z9may_throwi(i32 noundef %0)
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
  tail call void @__cxa_call_unexpected(i8* %8) #7
  unreachable

9:                                                ; preds = %3
  resume { i8*, i32 } %4
}

declare void @__cxa_call_unexpected(i8*) local_unnamed_addr

; Function Attrs: mustprogress nounwind uwtable
define dso_local void @_Z7nothrowi(i32 noundef %0) local_unnamed_addr #5 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  invoke void @_Z9may_throwi(i32 noundef %0)
          to label %2 unwind label %3

2:                                                ; preds = %1
  ret void

3:                                                ; preds = %1
  %4 = landingpad { i8*, i32 }
          filter [0 x i8*] zeroinitializer
  %5 = extractvalue { i8*, i32 } %4, 0
  tail call void @__cxa_call_unexpected(i8* %5) #8
  unreachable
}

; Function Attrs: mustprogress uwtable
define dso_local noundef i32 @_Z11loop_valuesi(i32 noundef %0) local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %5, label %3

3:                                                ; preds = %22, %1
  %4 = phi i32 [ 0, %1 ], [ %24, %22 ]
  ret i32 %4

5:                                                ; preds = %1, %22
  %6 = phi i32 [ %24, %22 ], [ 0, %1 ]
  %7 = phi i32 [ %25, %22 ], [ 0, %1 ]
  invoke void @_Z9may_throwi(i32 noundef %7)
          to label %8 unwind label %10

8:                                                ; preds = %5
  %9 = mul nsw i32 %7, 3
  br label %22

10:                                               ; preds = %5
  %11 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %12 = extractvalue { i8*, i32 } %11, 1
  %13 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #6
  %14 = icmp eq i32 %12, %13
  br i1 %14, label %15, label %27

15:                                               ; preds = %10
  %16 = extractvalue { i8*, i32 } %11, 0
  %17 = tail call i8* @__cxa_begin_catch(i8* %16) #6
  %18 = bitcast i8* %17 to i32*
  %19 = load i32, i32* %18, align 4, !tbaa !5
  %20 = mul i32 %7, 300
  %21 = add nsw i32 %19, %20
  tail call void @__cxa_end_catch() #6
  br label %22

22:                                               ; preds = %15, %8
  %23 = phi i32 [ %9, %8 ], [ %21, %15 ]
  %24 = add nsw i32 %23, %6
  %25 = add nuw nsw i32 %7, 1
  %26 = icmp eq i32 %25, %0
  br i1 %26, label %3, label %5, !llvm.loop !13

27:                                               ; preds = %10
  resume { i8*, i32 } %11
}

attributes #0 = { mustprogress uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone }
attributes #3 = { uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noinline noreturn nounwind }
attributes #5 = { mustprogress nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { noreturn }
attributes #8 = { noreturn nounwind }

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
!9 = !{!10, !6, i64 4}
!10 = !{!"_ZTS1F", !6, i64 4}
!11 = !{!12, !6, i64 0}
!12 = !{!"_ZTS1E", !6, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
