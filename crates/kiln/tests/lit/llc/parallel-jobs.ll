; `-j N` compiles functions on N threads and prints them in module order, so the output is
; byte-identical to `-j1`: assembly and objects at -O0 and -O2 of a -g module with constant
; pools, a jump table, block addresses, inline asm numbered with ${:uid}, globals and strings.
; (kiln's conformance checks llc-jobs/ compare -j2 with -j1 over the torture and csmith corpora.)
; RUN: kiln llc -O0 -j1 %s -o %t.j1.O0.s
; RUN: kiln llc -O0 -j3 %s -o %t.j3.O0.s
; RUN: diff %t.j1.O0.s %t.j3.O0.s
; RUN: kiln llc -O2 -j1 %s -o %t.j1.O2.s
; RUN: kiln llc -O2 -j 2 %s -o %t.j2.O2.s
; RUN: diff %t.j1.O2.s %t.j2.O2.s
; RUN: kiln llc -O0 -j1 -filetype=obj %s -o %t.j1.O0.o
; RUN: kiln llc -O0 -j2 -filetype=obj %s -o %t.j2.O0.o
; RUN: cmp %t.j1.O0.o %t.j2.O0.o
; RUN: kiln llc -O2 -j1 -filetype=obj %s -o %t.j1.O2.o
; RUN: kiln llc -O2 -j4 -filetype=obj %s -o %t.j4.O2.o
; RUN: cmp %t.j1.O2.o %t.j4.O2.o
; Statistics, dumps and machine IR come out in the same order too.
; RUN: kiln llc -O0 -j1 -stats -print-after-all -filetype=null %s 2> %t.j1.log
; RUN: kiln llc -O0 -j3 -stats -print-after-all -filetype=null %s 2> %t.j3.log
; RUN: diff %t.j1.log %t.j3.log
; RUN: kiln llc -O2 -j1 -stop-after=finalize-isel %s -o %t.j1.mir
; RUN: kiln llc -O2 -j2 -stop-after=finalize-isel %s -o %t.j2.mir
; RUN: diff %t.j1.mir %t.j2.mir
; The timing report adds up the threads' pass times and says so.
; RUN: kiln llc -O2 -j2 -time-passes -filetype=null %s 2>&1 | FileCheck %s --check-prefix=TIME
; TIME: Total Execution Time:
; TIME: Times are summed over the 2 code generation threads (-j2).
; TIME: Instruction selection
; RUN: not kiln llc -jx -filetype=null %s 2>&1 | FileCheck %s --check-prefix=BAD
; BAD: kiln llc: error: invalid thread count '-jx' (expected a number)

source_filename = "par.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.pair = type { i64, i64 }

@names = internal global [7 x i8*] [i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.3, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.6, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i32 0, i32 0)], align 16, !dbg !0
@.str = private unnamed_addr constant [5 x i8] c"many\00", align 1
@jump.targets = internal global [3 x i8*] [i8* blockaddress(@jump, %9), i8* blockaddress(@jump, %10), i8* blockaddress(@jump, %11)], align 16, !dbg !7
@.str.1 = private unnamed_addr constant [24 x i8] c"%s %d %d %ld %f %f %ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"zero\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"one\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"two\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"three\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"four\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"five\00", align 1
@.str.8 = private unnamed_addr constant [4 x i8] c"six\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @scale(double noundef %0) #0 !dbg !32 {
  %2 = alloca double, align 8
  store double %0, double* %2, align 8
  call void @llvm.dbg.declare(metadata double* %2, metadata !35, metadata !DIExpression()), !dbg !36
  %3 = load double, double* %2, align 8, !dbg !37
  %4 = call double @llvm.fmuladd.f64(double %3, double 1.250000e+00, double 5.000000e-01), !dbg !38
  ret double %4, !dbg !39
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local float @shrink(float noundef %0) #0 !dbg !40 {
  %2 = alloca float, align 4
  store float %0, float* %2, align 4
  call void @llvm.dbg.declare(metadata float* %2, metadata !44, metadata !DIExpression()), !dbg !45
  %3 = load float, float* %2, align 4, !dbg !46
  %4 = fdiv float %3, 3.500000e+00, !dbg !47
  %5 = fsub float %4, 2.500000e-01, !dbg !48
  ret float %5, !dbg !49
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @name_of(i32 noundef %0) #0 !dbg !50 {
  %2 = alloca i8*, align 8
  %3 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !53, metadata !DIExpression()), !dbg !54
  %4 = load i32, i32* %3, align 4, !dbg !55
  switch i32 %4, label %17 [
    i32 0, label %5
    i32 1, label %7
    i32 2, label %9
    i32 3, label %11
    i32 4, label %13
    i32 5, label %15
  ], !dbg !56

5:                                                ; preds = %1
  %6 = load i8*, i8** getelementptr inbounds ([7 x i8*], [7 x i8*]* @names, i64 0, i64 0), align 16, !dbg !57
  store i8* %6, i8** %2, align 8, !dbg !59
  br label %18, !dbg !59

7:                                                ; preds = %1
  %8 = load i8*, i8** getelementptr inbounds ([7 x i8*], [7 x i8*]* @names, i64 0, i64 1), align 8, !dbg !60
  store i8* %8, i8** %2, align 8, !dbg !61
  br label %18, !dbg !61

9:                                                ; preds = %1
  %10 = load i8*, i8** getelementptr inbounds ([7 x i8*], [7 x i8*]* @names, i64 0, i64 2), align 16, !dbg !62
  store i8* %10, i8** %2, align 8, !dbg !63
  br label %18, !dbg !63

11:                                               ; preds = %1
  %12 = load i8*, i8** getelementptr inbounds ([7 x i8*], [7 x i8*]* @names, i64 0, i64 3), align 8, !dbg !64
  store i8* %12, i8** %2, align 8, !dbg !65
  br label %18, !dbg !65

13:                                               ; preds = %1
  %14 = load i8*, i8** getelementptr inbounds ([7 x i8*], [7 x i8*]* @names, i64 0, i64 4), align 16, !dbg !66
  store i8* %14, i8** %2, align 8, !dbg !67
  br label %18, !dbg !67

15:                                               ; preds = %1
  %16 = load i8*, i8** getelementptr inbounds ([7 x i8*], [7 x i8*]* @names, i64 0, i64 5), align 8, !dbg !68
  store i8* %16, i8** %2, align 8, !dbg !69
  br label %18, !dbg !69

17:                                               ; preds = %1
  store i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i64 0, i64 0), i8** %2, align 8, !dbg !70
  br label %18, !dbg !70

18:                                               ; preds = %17, %15, %13, %11, %9, %7, %5
  %19 = load i8*, i8** %2, align 8, !dbg !71
  ret i8* %19, !dbg !71
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @jump(i32 noundef %0) #0 !dbg !9 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !72, metadata !DIExpression()), !dbg !73
  %4 = load i32, i32* %3, align 4, !dbg !74
  %5 = srem i32 %4, 3, !dbg !75
  %6 = sext i32 %5 to i64, !dbg !76
  %7 = getelementptr inbounds [3 x i8*], [3 x i8*]* @jump.targets, i64 0, i64 %6, !dbg !76
  %8 = load i8*, i8** %7, align 8, !dbg !76
  br label %14, !dbg !77

9:                                                ; preds = %14
  call void @llvm.dbg.label(metadata !78), !dbg !79
  store i32 10, i32* %2, align 4, !dbg !80
  br label %12, !dbg !80

10:                                               ; preds = %14
  call void @llvm.dbg.label(metadata !81), !dbg !82
  store i32 20, i32* %2, align 4, !dbg !83
  br label %12, !dbg !83

11:                                               ; preds = %14
  call void @llvm.dbg.label(metadata !84), !dbg !85
  store i32 30, i32* %2, align 4, !dbg !86
  br label %12, !dbg !86

12:                                               ; preds = %11, %10, %9
  %13 = load i32, i32* %2, align 4, !dbg !87
  ret i32 %13, !dbg !87

14:                                               ; preds = %1
  %15 = phi i8* [ %8, %1 ]
  indirectbr i8* %15, [label %9, label %10, label %11]
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.label(metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @tick(i32 noundef %0) #0 !dbg !88 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !89, metadata !DIExpression()), !dbg !90
  call void @llvm.dbg.declare(metadata i32* %3, metadata !91, metadata !DIExpression()), !dbg !92
  %4 = load i32, i32* %2, align 4, !dbg !93
  %5 = call i32 asm "movl $1, $0 # tick $$$(:uid$)", "=r,r,~{dirflag},~{fpsr},~{flags}"(i32 %4) #4, !dbg !94, !srcloc !95
  store i32 %5, i32* %3, align 4, !dbg !94
  %6 = load i32, i32* %3, align 4, !dbg !96
  %7 = add nsw i32 %6, 1, !dbg !97
  ret i32 %7, !dbg !98
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local { i64, i64 } @swap(i64 %0, i64 %1) #0 !dbg !99 {
  %3 = alloca %struct.pair, align 8
  %4 = alloca %struct.pair, align 8
  %5 = bitcast %struct.pair* %4 to { i64, i64 }*
  %6 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %5, i32 0, i32 0
  store i64 %0, i64* %6, align 8
  %7 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %5, i32 0, i32 1
  store i64 %1, i64* %7, align 8
  call void @llvm.dbg.declare(metadata %struct.pair* %4, metadata !107, metadata !DIExpression()), !dbg !108
  call void @llvm.dbg.declare(metadata %struct.pair* %3, metadata !109, metadata !DIExpression()), !dbg !110
  %8 = getelementptr inbounds %struct.pair, %struct.pair* %3, i32 0, i32 0, !dbg !111
  %9 = getelementptr inbounds %struct.pair, %struct.pair* %4, i32 0, i32 1, !dbg !112
  %10 = load i64, i64* %9, align 8, !dbg !112
  store i64 %10, i64* %8, align 8, !dbg !111
  %11 = getelementptr inbounds %struct.pair, %struct.pair* %3, i32 0, i32 1, !dbg !111
  %12 = getelementptr inbounds %struct.pair, %struct.pair* %4, i32 0, i32 0, !dbg !113
  %13 = load i64, i64* %12, align 8, !dbg !113
  store i64 %13, i64* %11, align 8, !dbg !111
  %14 = bitcast %struct.pair* %3 to { i64, i64 }*, !dbg !114
  %15 = load { i64, i64 }, { i64, i64 }* %14, align 8, !dbg !114
  ret { i64, i64 } %15, !dbg !114
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @sum(i64* noundef %0, i32 noundef %1) #0 !dbg !115 {
  %3 = alloca i64*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  store i64* %0, i64** %3, align 8
  call void @llvm.dbg.declare(metadata i64** %3, metadata !120, metadata !DIExpression()), !dbg !121
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !122, metadata !DIExpression()), !dbg !123
  call void @llvm.dbg.declare(metadata i64* %5, metadata !124, metadata !DIExpression()), !dbg !125
  store i64 0, i64* %5, align 8, !dbg !125
  call void @llvm.dbg.declare(metadata i32* %6, metadata !126, metadata !DIExpression()), !dbg !128
  store i32 0, i32* %6, align 4, !dbg !128
  br label %7, !dbg !129

7:                                                ; preds = %20, %2
  %8 = load i32, i32* %6, align 4, !dbg !130
  %9 = load i32, i32* %4, align 4, !dbg !132
  %10 = icmp slt i32 %8, %9, !dbg !133
  br i1 %10, label %11, label %23, !dbg !134

11:                                               ; preds = %7
  %12 = load i64*, i64** %3, align 8, !dbg !135
  %13 = load i32, i32* %6, align 4, !dbg !136
  %14 = sext i32 %13 to i64, !dbg !135
  %15 = getelementptr inbounds i64, i64* %12, i64 %14, !dbg !135
  %16 = load i64, i64* %15, align 8, !dbg !135
  %17 = mul nsw i64 %16, 3, !dbg !137
  %18 = load i64, i64* %5, align 8, !dbg !138
  %19 = add nsw i64 %18, %17, !dbg !138
  store i64 %19, i64* %5, align 8, !dbg !138
  br label %20, !dbg !139

20:                                               ; preds = %11
  %21 = load i32, i32* %6, align 4, !dbg !140
  %22 = add nsw i32 %21, 1, !dbg !140
  store i32 %22, i32* %6, align 4, !dbg !140
  br label %7, !dbg !141, !llvm.loop !142

23:                                               ; preds = %7
  %24 = load i64, i64* %5, align 8, !dbg !145
  ret i64 %24, !dbg !146
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !147 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca [4 x i64], align 16
  %7 = alloca %struct.pair, align 8
  %8 = alloca %struct.pair, align 8
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !152, metadata !DIExpression()), !dbg !153
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !154, metadata !DIExpression()), !dbg !155
  call void @llvm.dbg.declare(metadata [4 x i64]* %6, metadata !156, metadata !DIExpression()), !dbg !160
  %9 = getelementptr inbounds [4 x i64], [4 x i64]* %6, i64 0, i64 0, !dbg !161
  store i64 1, i64* %9, align 8, !dbg !161
  %10 = getelementptr inbounds i64, i64* %9, i64 1, !dbg !161
  store i64 2, i64* %10, align 8, !dbg !161
  %11 = getelementptr inbounds i64, i64* %10, i64 1, !dbg !161
  store i64 3, i64* %11, align 8, !dbg !161
  %12 = getelementptr inbounds i64, i64* %11, i64 1, !dbg !161
  %13 = load i32, i32* %4, align 4, !dbg !162
  %14 = sext i32 %13 to i64, !dbg !162
  store i64 %14, i64* %12, align 8, !dbg !161
  call void @llvm.dbg.declare(metadata %struct.pair* %7, metadata !163, metadata !DIExpression()), !dbg !164
  %15 = getelementptr inbounds %struct.pair, %struct.pair* %8, i32 0, i32 0, !dbg !165
  %16 = load i32, i32* %4, align 4, !dbg !166
  %17 = sext i32 %16 to i64, !dbg !166
  store i64 %17, i64* %15, align 8, !dbg !165
  %18 = getelementptr inbounds %struct.pair, %struct.pair* %8, i32 0, i32 1, !dbg !165
  store i64 7, i64* %18, align 8, !dbg !165
  %19 = bitcast %struct.pair* %8 to { i64, i64 }*, !dbg !167
  %20 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %19, i32 0, i32 0, !dbg !167
  %21 = load i64, i64* %20, align 8, !dbg !167
  %22 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %19, i32 0, i32 1, !dbg !167
  %23 = load i64, i64* %22, align 8, !dbg !167
  %24 = call { i64, i64 } @swap(i64 %21, i64 %23), !dbg !167
  %25 = bitcast %struct.pair* %7 to { i64, i64 }*, !dbg !167
  %26 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %25, i32 0, i32 0, !dbg !167
  %27 = extractvalue { i64, i64 } %24, 0, !dbg !167
  store i64 %27, i64* %26, align 8, !dbg !167
  %28 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %25, i32 0, i32 1, !dbg !167
  %29 = extractvalue { i64, i64 } %24, 1, !dbg !167
  store i64 %29, i64* %28, align 8, !dbg !167
  %30 = load i32, i32* %4, align 4, !dbg !168
  %31 = call i8* @name_of(i32 noundef %30), !dbg !169
  %32 = load i32, i32* %4, align 4, !dbg !170
  %33 = call i32 @jump(i32 noundef %32), !dbg !171
  %34 = load i32, i32* %4, align 4, !dbg !172
  %35 = call i32 @tick(i32 noundef %34), !dbg !173
  %36 = getelementptr inbounds [4 x i64], [4 x i64]* %6, i64 0, i64 0, !dbg !174
  %37 = call i64 @sum(i64* noundef %36, i32 noundef 4), !dbg !175
  %38 = load i32, i32* %4, align 4, !dbg !176
  %39 = sitofp i32 %38 to double, !dbg !176
  %40 = call double @scale(double noundef %39), !dbg !177
  %41 = load i32, i32* %4, align 4, !dbg !178
  %42 = sitofp i32 %41 to float, !dbg !178
  %43 = call float @shrink(float noundef %42), !dbg !179
  %44 = fpext float %43 to double, !dbg !180
  %45 = getelementptr inbounds %struct.pair, %struct.pair* %7, i32 0, i32 0, !dbg !181
  %46 = load i64, i64* %45, align 8, !dbg !181
  %47 = getelementptr inbounds %struct.pair, %struct.pair* %7, i32 0, i32 1, !dbg !182
  %48 = load i64, i64* %47, align 8, !dbg !182
  %49 = add nsw i64 %46, %48, !dbg !183
  %50 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.1, i64 0, i64 0), i8* noundef %31, i32 noundef %33, i32 noundef %35, i64 noundef %37, double noundef %40, double noundef %44, i64 noundef %49), !dbg !184
  %51 = load i8**, i8*** %5, align 8, !dbg !185
  %52 = getelementptr inbounds i8*, i8** %51, i64 0, !dbg !185
  %53 = load i8*, i8** %52, align 8, !dbg !185
  %54 = call i64 @strlen(i8* noundef %53) #5, !dbg !186
  %55 = icmp ugt i64 %54, 1000, !dbg !187
  %56 = zext i1 %55 to i32, !dbg !187
  ret i32 %56, !dbg !188
}

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: nounwind readonly willreturn
declare i64 @strlen(i8* noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind readnone }
attributes #5 = { nounwind readonly willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!24, !25, !26, !27, !28, !29, !30}
!llvm.ident = !{!31}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "names", scope: !2, file: !3, line: 3, type: !18, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "par.c", directory: "/tmp/speedt", checksumkind: CSK_MD5, checksum: "928d0551800e426f9e2535ee2eaa1cc2")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!7, !0}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "targets", scope: !9, file: !3, line: 14, type: !14, isLocal: true, isDefinition: true)
!9 = distinct !DISubprogram(name: "jump", scope: !3, file: !3, line: 13, type: !10, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !13)
!10 = !DISubroutineType(types: !11)
!11 = !{!12, !12}
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !{}
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 192, elements: !16)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!16 = !{!17}
!17 = !DISubrange(count: 3)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 448, elements: !22)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!20 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !21)
!21 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!22 = !{!23}
!23 = !DISubrange(count: 7)
!24 = !{i32 7, !"Dwarf Version", i32 5}
!25 = !{i32 2, !"Debug Info Version", i32 3}
!26 = !{i32 1, !"wchar_size", i32 4}
!27 = !{i32 7, !"PIC Level", i32 2}
!28 = !{i32 7, !"PIE Level", i32 2}
!29 = !{i32 7, !"uwtable", i32 1}
!30 = !{i32 7, !"frame-pointer", i32 2}
!31 = !{!"Debian clang version 14.0.6"}
!32 = distinct !DISubprogram(name: "scale", scope: !3, file: !3, line: 4, type: !33, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !13)
!33 = !DISubroutineType(types: !34)
!34 = !{!5, !5}
!35 = !DILocalVariable(name: "x", arg: 1, scope: !32, file: !3, line: 4, type: !5)
!36 = !DILocation(line: 4, column: 21, scope: !32)
!37 = !DILocation(line: 4, column: 33, scope: !32)
!38 = !DILocation(line: 4, column: 42, scope: !32)
!39 = !DILocation(line: 4, column: 26, scope: !32)
!40 = distinct !DISubprogram(name: "shrink", scope: !3, file: !3, line: 5, type: !41, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !13)
!41 = !DISubroutineType(types: !42)
!42 = !{!43, !43}
!43 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!44 = !DILocalVariable(name: "x", arg: 1, scope: !40, file: !3, line: 5, type: !43)
!45 = !DILocation(line: 5, column: 20, scope: !40)
!46 = !DILocation(line: 5, column: 32, scope: !40)
!47 = !DILocation(line: 5, column: 34, scope: !40)
!48 = !DILocation(line: 5, column: 41, scope: !40)
!49 = !DILocation(line: 5, column: 25, scope: !40)
!50 = distinct !DISubprogram(name: "name_of", scope: !3, file: !3, line: 6, type: !51, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !13)
!51 = !DISubroutineType(types: !52)
!52 = !{!19, !12}
!53 = !DILocalVariable(name: "k", arg: 1, scope: !50, file: !3, line: 6, type: !12)
!54 = !DILocation(line: 6, column: 25, scope: !50)
!55 = !DILocation(line: 7, column: 11, scope: !50)
!56 = !DILocation(line: 7, column: 3, scope: !50)
!57 = !DILocation(line: 8, column: 18, scope: !58)
!58 = distinct !DILexicalBlock(scope: !50, file: !3, line: 7, column: 14)
!59 = !DILocation(line: 8, column: 11, scope: !58)
!60 = !DILocation(line: 8, column: 43, scope: !58)
!61 = !DILocation(line: 8, column: 36, scope: !58)
!62 = !DILocation(line: 8, column: 68, scope: !58)
!63 = !DILocation(line: 8, column: 61, scope: !58)
!64 = !DILocation(line: 9, column: 18, scope: !58)
!65 = !DILocation(line: 9, column: 11, scope: !58)
!66 = !DILocation(line: 9, column: 43, scope: !58)
!67 = !DILocation(line: 9, column: 36, scope: !58)
!68 = !DILocation(line: 9, column: 68, scope: !58)
!69 = !DILocation(line: 9, column: 61, scope: !58)
!70 = !DILocation(line: 10, column: 12, scope: !58)
!71 = !DILocation(line: 12, column: 1, scope: !50)
!72 = !DILocalVariable(name: "k", arg: 1, scope: !9, file: !3, line: 13, type: !12)
!73 = !DILocation(line: 13, column: 14, scope: !9)
!74 = !DILocation(line: 15, column: 17, scope: !9)
!75 = !DILocation(line: 15, column: 19, scope: !9)
!76 = !DILocation(line: 15, column: 9, scope: !9)
!77 = !DILocation(line: 15, column: 3, scope: !9)
!78 = !DILabel(scope: !9, name: "a", file: !3, line: 16)
!79 = !DILocation(line: 16, column: 1, scope: !9)
!80 = !DILocation(line: 16, column: 4, scope: !9)
!81 = !DILabel(scope: !9, name: "b", file: !3, line: 17)
!82 = !DILocation(line: 17, column: 1, scope: !9)
!83 = !DILocation(line: 17, column: 4, scope: !9)
!84 = !DILabel(scope: !9, name: "c", file: !3, line: 18)
!85 = !DILocation(line: 18, column: 1, scope: !9)
!86 = !DILocation(line: 18, column: 4, scope: !9)
!87 = !DILocation(line: 19, column: 1, scope: !9)
!88 = distinct !DISubprogram(name: "tick", scope: !3, file: !3, line: 20, type: !10, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !13)
!89 = !DILocalVariable(name: "x", arg: 1, scope: !88, file: !3, line: 20, type: !12)
!90 = !DILocation(line: 20, column: 14, scope: !88)
!91 = !DILocalVariable(name: "r", scope: !88, file: !3, line: 21, type: !12)
!92 = !DILocation(line: 21, column: 7, scope: !88)
!93 = !DILocation(line: 22, column: 56, scope: !88)
!94 = !DILocation(line: 22, column: 3, scope: !88)
!95 = !{i64 624}
!96 = !DILocation(line: 23, column: 10, scope: !88)
!97 = !DILocation(line: 23, column: 12, scope: !88)
!98 = !DILocation(line: 23, column: 3, scope: !88)
!99 = distinct !DISubprogram(name: "swap", scope: !3, file: !3, line: 26, type: !100, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !13)
!100 = !DISubroutineType(types: !101)
!101 = !{!102, !102}
!102 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "pair", file: !3, line: 25, size: 128, elements: !103)
!103 = !{!104, !106}
!104 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !102, file: !3, line: 25, baseType: !105, size: 64)
!105 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!106 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !102, file: !3, line: 25, baseType: !105, size: 64, offset: 64)
!107 = !DILocalVariable(name: "p", arg: 1, scope: !99, file: !3, line: 26, type: !102)
!108 = !DILocation(line: 26, column: 30, scope: !99)
!109 = !DILocalVariable(name: "q", scope: !99, file: !3, line: 26, type: !102)
!110 = !DILocation(line: 26, column: 47, scope: !99)
!111 = !DILocation(line: 26, column: 51, scope: !99)
!112 = !DILocation(line: 26, column: 54, scope: !99)
!113 = !DILocation(line: 26, column: 59, scope: !99)
!114 = !DILocation(line: 26, column: 63, scope: !99)
!115 = distinct !DISubprogram(name: "sum", scope: !3, file: !3, line: 27, type: !116, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !13)
!116 = !DISubroutineType(types: !117)
!117 = !{!105, !118, !12}
!118 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !119, size: 64)
!119 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !105)
!120 = !DILocalVariable(name: "v", arg: 1, scope: !115, file: !3, line: 27, type: !118)
!121 = !DILocation(line: 27, column: 22, scope: !115)
!122 = !DILocalVariable(name: "n", arg: 2, scope: !115, file: !3, line: 27, type: !12)
!123 = !DILocation(line: 27, column: 29, scope: !115)
!124 = !DILocalVariable(name: "s", scope: !115, file: !3, line: 27, type: !105)
!125 = !DILocation(line: 27, column: 39, scope: !115)
!126 = !DILocalVariable(name: "i", scope: !127, file: !3, line: 27, type: !12)
!127 = distinct !DILexicalBlock(scope: !115, file: !3, line: 27, column: 46)
!128 = !DILocation(line: 27, column: 55, scope: !127)
!129 = !DILocation(line: 27, column: 51, scope: !127)
!130 = !DILocation(line: 27, column: 62, scope: !131)
!131 = distinct !DILexicalBlock(scope: !127, file: !3, line: 27, column: 46)
!132 = !DILocation(line: 27, column: 66, scope: !131)
!133 = !DILocation(line: 27, column: 64, scope: !131)
!134 = !DILocation(line: 27, column: 46, scope: !127)
!135 = !DILocation(line: 27, column: 79, scope: !131)
!136 = !DILocation(line: 27, column: 81, scope: !131)
!137 = !DILocation(line: 27, column: 84, scope: !131)
!138 = !DILocation(line: 27, column: 76, scope: !131)
!139 = !DILocation(line: 27, column: 74, scope: !131)
!140 = !DILocation(line: 27, column: 70, scope: !131)
!141 = !DILocation(line: 27, column: 46, scope: !131)
!142 = distinct !{!142, !134, !143, !144}
!143 = !DILocation(line: 27, column: 86, scope: !127)
!144 = !{!"llvm.loop.mustprogress"}
!145 = !DILocation(line: 27, column: 96, scope: !115)
!146 = !DILocation(line: 27, column: 89, scope: !115)
!147 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 28, type: !148, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !13)
!148 = !DISubroutineType(types: !149)
!149 = !{!12, !12, !150}
!150 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !151, size: 64)
!151 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!152 = !DILocalVariable(name: "argc", arg: 1, scope: !147, file: !3, line: 28, type: !12)
!153 = !DILocation(line: 28, column: 14, scope: !147)
!154 = !DILocalVariable(name: "argv", arg: 2, scope: !147, file: !3, line: 28, type: !150)
!155 = !DILocation(line: 28, column: 27, scope: !147)
!156 = !DILocalVariable(name: "v", scope: !147, file: !3, line: 29, type: !157)
!157 = !DICompositeType(tag: DW_TAG_array_type, baseType: !105, size: 256, elements: !158)
!158 = !{!159}
!159 = !DISubrange(count: 4)
!160 = !DILocation(line: 29, column: 8, scope: !147)
!161 = !DILocation(line: 29, column: 15, scope: !147)
!162 = !DILocation(line: 29, column: 25, scope: !147)
!163 = !DILocalVariable(name: "p", scope: !147, file: !3, line: 30, type: !102)
!164 = !DILocation(line: 30, column: 15, scope: !147)
!165 = !DILocation(line: 30, column: 37, scope: !147)
!166 = !DILocation(line: 30, column: 38, scope: !147)
!167 = !DILocation(line: 30, column: 19, scope: !147)
!168 = !DILocation(line: 31, column: 46, scope: !147)
!169 = !DILocation(line: 31, column: 38, scope: !147)
!170 = !DILocation(line: 31, column: 58, scope: !147)
!171 = !DILocation(line: 31, column: 53, scope: !147)
!172 = !DILocation(line: 31, column: 70, scope: !147)
!173 = !DILocation(line: 31, column: 65, scope: !147)
!174 = !DILocation(line: 31, column: 81, scope: !147)
!175 = !DILocation(line: 31, column: 77, scope: !147)
!176 = !DILocation(line: 31, column: 94, scope: !147)
!177 = !DILocation(line: 31, column: 88, scope: !147)
!178 = !DILocation(line: 31, column: 116, scope: !147)
!179 = !DILocation(line: 31, column: 109, scope: !147)
!180 = !DILocation(line: 31, column: 101, scope: !147)
!181 = !DILocation(line: 31, column: 125, scope: !147)
!182 = !DILocation(line: 31, column: 131, scope: !147)
!183 = !DILocation(line: 31, column: 127, scope: !147)
!184 = !DILocation(line: 31, column: 3, scope: !147)
!185 = !DILocation(line: 32, column: 17, scope: !147)
!186 = !DILocation(line: 32, column: 10, scope: !147)
!187 = !DILocation(line: 32, column: 26, scope: !147)
!188 = !DILocation(line: 32, column: 3, scope: !147)
