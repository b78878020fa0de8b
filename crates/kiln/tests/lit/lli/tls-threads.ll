; kiln lli runs a program whose threads each have their own copy of its __thread and
; _Thread_local variables (clang-14 -O2 IR of the C program in the comment at the end): kiln's
; JIT compiles with -emulated-tls, so each access calls libgcc's __emutls_get_address with the
; variable's control variable, and every thread's copy starts from the variable's initializer
; (an image, or zeroes) whatever main and the other threads wrote to theirs.
; RUN: kiln lli -O2 %s | FileCheck %s
; RUN: kiln lli -O0 %s | FileCheck %s
; RUN: kiln lli -O0 -global-isel -global-isel-abort=0 %s | FileCheck %s
; CHECK: thread 1: fresh and own
; CHECK-NEXT: thread 2: fresh and own
; CHECK-NEXT: thread 3: fresh and own
; CHECK-NEXT: thread 4: fresh and own
; CHECK-NEXT: main: counter=5 id=99 name=init

source_filename = "tls-threads.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.anon = type { i32, [8 x i8] }
%union.pthread_barrier_t = type { i64, [24 x i8] }
%union.pthread_barrierattr_t = type { i32 }
%union.pthread_attr_t = type { i64, [48 x i8] }

@info = dso_local thread_local global %struct.anon { i32 -1, [8 x i8] c"init\00\00\00\00" }, align 4
@counter = internal thread_local unnamed_addr global i32 100, align 4
@barrier = internal global %union.pthread_barrier_t zeroinitializer, align 8
@.str = private unnamed_addr constant [15 x i8] c"thread %d: %s\0A\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"fresh and own\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"WRONG\00", align 1
@.str.3 = private unnamed_addr constant [32 x i8] c"main: counter=%d id=%d name=%s\0A\00", align 1
@sums = dso_local thread_local local_unnamed_addr global [4 x i64] zeroinitializer, align 16
@.str.4 = private unnamed_addr constant [5 x i8] c"init\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"t%d\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [4 x i64], align 16
  %2 = alloca i8*, align 8
  store i32 5, i32* @counter, align 4
  store i32 99, i32* getelementptr inbounds (%struct.anon, %struct.anon* @info, i64 0, i32 0), align 4
  %3 = bitcast [4 x i64]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %3) #7
  %4 = tail call i32 @pthread_barrier_init(%union.pthread_barrier_t* noundef nonnull @barrier, %union.pthread_barrierattr_t* noundef null, i32 noundef 4) #7
  %5 = getelementptr inbounds [4 x i64], [4 x i64]* %1, i64 0, i64 0
  %6 = call i32 @pthread_create(i64* noundef nonnull %5, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @work, i8* noundef nonnull inttoptr (i64 1 to i8*)) #7
  %7 = getelementptr inbounds [4 x i64], [4 x i64]* %1, i64 0, i64 1
  %8 = call i32 @pthread_create(i64* noundef nonnull %7, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @work, i8* noundef nonnull inttoptr (i64 2 to i8*)) #7
  %9 = getelementptr inbounds [4 x i64], [4 x i64]* %1, i64 0, i64 2
  %10 = call i32 @pthread_create(i64* noundef nonnull %9, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @work, i8* noundef nonnull inttoptr (i64 3 to i8*)) #7
  %11 = getelementptr inbounds [4 x i64], [4 x i64]* %1, i64 0, i64 3
  %12 = call i32 @pthread_create(i64* noundef nonnull %11, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @work, i8* noundef nonnull inttoptr (i64 4 to i8*)) #7
  %13 = bitcast i8** %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %13) #7
  %14 = load i64, i64* %5, align 16
  %15 = call i32 @pthread_join(i64 noundef %14, i8** noundef nonnull %2) #7
  %16 = load i8*, i8** %2, align 8
  %17 = icmp eq i8* %16, inttoptr (i64 3 to i8*)
  %18 = select i1 %17, i8* getelementptr inbounds ([14 x i8], [14 x i8]* @.str.1, i64 0, i64 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.2, i64 0, i64 0)
  %19 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i64 0, i64 0), i32 noundef 1, i8* noundef %18)
  %20 = load i8*, i8** %2, align 8
  %21 = icmp eq i8* %20, inttoptr (i64 3 to i8*)
  %22 = zext i1 %21 to i32
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %13) #7
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %13) #7
  %23 = load i64, i64* %7, align 8
  %24 = call i32 @pthread_join(i64 noundef %23, i8** noundef nonnull %2) #7
  %25 = load i8*, i8** %2, align 8
  %26 = icmp eq i8* %25, inttoptr (i64 3 to i8*)
  %27 = select i1 %26, i8* getelementptr inbounds ([14 x i8], [14 x i8]* @.str.1, i64 0, i64 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.2, i64 0, i64 0)
  %28 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i64 0, i64 0), i32 noundef 2, i8* noundef %27)
  %29 = load i8*, i8** %2, align 8
  %30 = icmp eq i8* %29, inttoptr (i64 3 to i8*)
  %31 = zext i1 %30 to i32
  %32 = add nuw nsw i32 %22, %31
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %13) #7
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %13) #7
  %33 = load i64, i64* %9, align 16
  %34 = call i32 @pthread_join(i64 noundef %33, i8** noundef nonnull %2) #7
  %35 = load i8*, i8** %2, align 8
  %36 = icmp eq i8* %35, inttoptr (i64 3 to i8*)
  %37 = select i1 %36, i8* getelementptr inbounds ([14 x i8], [14 x i8]* @.str.1, i64 0, i64 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.2, i64 0, i64 0)
  %38 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i64 0, i64 0), i32 noundef 3, i8* noundef %37)
  %39 = load i8*, i8** %2, align 8
  %40 = icmp eq i8* %39, inttoptr (i64 3 to i8*)
  %41 = zext i1 %40 to i32
  %42 = add nuw nsw i32 %32, %41
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %13) #7
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %13) #7
  %43 = load i64, i64* %11, align 8
  %44 = call i32 @pthread_join(i64 noundef %43, i8** noundef nonnull %2) #7
  %45 = load i8*, i8** %2, align 8
  %46 = icmp eq i8* %45, inttoptr (i64 3 to i8*)
  %47 = select i1 %46, i8* getelementptr inbounds ([14 x i8], [14 x i8]* @.str.1, i64 0, i64 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.2, i64 0, i64 0)
  %48 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i64 0, i64 0), i32 noundef 4, i8* noundef %47)
  %49 = load i8*, i8** %2, align 8
  %50 = icmp eq i8* %49, inttoptr (i64 3 to i8*)
  %51 = zext i1 %50 to i32
  %52 = add nuw nsw i32 %42, %51
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %13) #7
  %53 = load i32, i32* @counter, align 4
  %54 = load i32, i32* getelementptr inbounds (%struct.anon, %struct.anon* @info, i64 0, i32 0), align 4
  %55 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([32 x i8], [32 x i8]* @.str.3, i64 0, i64 0), i32 noundef %53, i32 noundef %54, i8* noundef getelementptr inbounds (%struct.anon, %struct.anon* @info, i64 0, i32 1, i64 0))
  %56 = icmp ne i32 %52, 4
  %57 = load i32, i32* @counter, align 4
  %58 = icmp ne i32 %57, 5
  %59 = select i1 %56, i1 true, i1 %58
  %60 = load i32, i32* getelementptr inbounds (%struct.anon, %struct.anon* @info, i64 0, i32 0), align 4
  %61 = icmp ne i32 %60, 99
  %62 = select i1 %59, i1 true, i1 %61
  %63 = zext i1 %62 to i32
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %3) #7
  ret i32 %63
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind
declare i32 @pthread_barrier_init(%union.pthread_barrier_t* noundef, %union.pthread_barrierattr_t* noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal i8* @work(i8* noundef %0) #0 {
  %2 = alloca [8 x i8], align 1
  %3 = ptrtoint i8* %0 to i64
  %4 = trunc i64 %3 to i32
  %5 = load i32, i32* @counter, align 4
  %6 = icmp eq i32 %5, 100
  %7 = load i64, i64* getelementptr inbounds ([4 x i64], [4 x i64]* @sums, i64 0, i64 0), align 16
  %8 = icmp eq i64 %7, 0
  %9 = select i1 %6, i1 %8, i1 false
  %10 = load i64, i64* getelementptr inbounds ([4 x i64], [4 x i64]* @sums, i64 0, i64 3), align 8
  %11 = icmp eq i64 %10, 0
  %12 = select i1 %9, i1 %11, i1 false
  %13 = load i32, i32* getelementptr inbounds (%struct.anon, %struct.anon* @info, i64 0, i32 0), align 4
  %14 = icmp eq i32 %13, -1
  %15 = select i1 %12, i1 %14, i1 false
  br i1 %15, label %16, label %20

16:                                               ; preds = %1
  %17 = tail call i32 @bcmp(i8* noundef nonnull dereferenceable(5) getelementptr inbounds (%struct.anon, %struct.anon* @info, i64 0, i32 1, i64 0), i8* noundef nonnull dereferenceable(5) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i64 0, i64 0), i64 5)
  %18 = icmp eq i32 %17, 0
  %19 = zext i1 %18 to i64
  br label %20

20:                                               ; preds = %16, %1
  %21 = phi i64 [ 0, %1 ], [ %19, %16 ]
  store i32 %4, i32* getelementptr inbounds (%struct.anon, %struct.anon* @info, i64 0, i32 0), align 4
  %22 = tail call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds (%struct.anon, %struct.anon* @info, i64 0, i32 1, i64 0), i64 noundef 8, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.5, i64 0, i64 0), i32 noundef %4) #7
  %23 = tail call i32 @pthread_barrier_wait(%union.pthread_barrier_t* noundef nonnull @barrier) #7
  %24 = shl i64 %3, 32
  %25 = ashr exact i64 %24, 32
  %26 = load i32, i32* @counter, align 4
  br label %34

27:                                               ; preds = %34
  %28 = add i32 %26, 1000
  store i32 %28, i32* @counter, align 4
  %29 = tail call i32 @pthread_barrier_wait(%union.pthread_barrier_t* noundef nonnull @barrier) #7
  %30 = getelementptr inbounds [8 x i8], [8 x i8]* %2, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %30) #7
  %31 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %30, i64 noundef 8, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.5, i64 0, i64 0), i32 noundef %4) #7
  %32 = load i32, i32* @counter, align 4
  %33 = icmp eq i32 %32, 1100
  br i1 %33, label %49, label %60

34:                                               ; preds = %34, %20
  %35 = phi i32 [ 0, %20 ], [ %47, %34 ]
  %36 = and i32 %35, 2
  %37 = zext i32 %36 to i64
  %38 = getelementptr inbounds [4 x i64], [4 x i64]* @sums, i64 0, i64 %37
  %39 = load i64, i64* %38, align 16
  %40 = add nsw i64 %39, %25
  store i64 %40, i64* %38, align 16
  %41 = and i32 %35, 2
  %42 = or i32 %41, 1
  %43 = zext i32 %42 to i64
  %44 = getelementptr inbounds [4 x i64], [4 x i64]* @sums, i64 0, i64 %43
  %45 = load i64, i64* %44, align 8
  %46 = add nsw i64 %45, %25
  store i64 %46, i64* %44, align 8
  %47 = add nuw nsw i32 %35, 2
  %48 = icmp eq i32 %47, 1000
  br i1 %48, label %27, label %34

49:                                               ; preds = %27
  %50 = load i64, i64* getelementptr inbounds ([4 x i64], [4 x i64]* @sums, i64 0, i64 1), align 8
  %51 = mul nsw i64 %25, 250
  %52 = icmp eq i64 %50, %51
  %53 = load i32, i32* getelementptr inbounds (%struct.anon, %struct.anon* @info, i64 0, i32 0), align 4
  %54 = icmp eq i32 %53, %4
  %55 = select i1 %52, i1 %54, i1 false
  br i1 %55, label %56, label %60

56:                                               ; preds = %49
  %57 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) getelementptr inbounds (%struct.anon, %struct.anon* @info, i64 0, i32 1, i64 0), i8* noundef nonnull %30) #8
  %58 = icmp eq i32 %57, 0
  %59 = select i1 %58, i64 2, i64 0
  br label %60

60:                                               ; preds = %56, %49, %27
  %61 = phi i64 [ 0, %49 ], [ 0, %27 ], [ %59, %56 ]
  %62 = or i64 %61, %21
  %63 = inttoptr i64 %62 to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %30) #7
  ret i8* %63
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

declare i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i32 @strcmp(i8* nocapture noundef, i8* nocapture noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(i8* noalias nocapture noundef writeonly, i64 noundef, i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nounwind
declare i32 @pthread_barrier_wait(%union.pthread_barrier_t* noundef) local_unnamed_addr #2

; Function Attrs: argmemonly nofree nounwind readonly willreturn
declare i32 @bcmp(i8* nocapture, i8* nocapture, i64) local_unnamed_addr #6

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { argmemonly mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { argmemonly nofree nounwind readonly willreturn }
attributes #7 = { nounwind }
attributes #8 = { nounwind readonly willreturn }

; // Each thread has its own copy of every __thread/_Thread_local variable, initialised from the
; // variable's initializer whatever the other threads (and main) did to theirs.
; #include <pthread.h>
; #include <stdio.h>
; #include <string.h>
; 
; enum { THREADS = 4, ROUNDS = 1000 };
; static __thread int counter = 100;
; __thread long sums[4];
; _Thread_local struct { int id; char name[8]; } info = { -1, "init" };
; static pthread_barrier_t barrier;
; 
; static int *counter_address(void) { return &counter; }
; 
; static void *work(void *arg) {
;     int id = (int)(long)arg;
;     int fresh = counter == 100 && sums[0] == 0 && sums[3] == 0 && info.id == -1 && strcmp(info.name, "init") == 0;
;     info.id = id;
;     snprintf(info.name, sizeof info.name, "t%d", id);
;     pthread_barrier_wait(&barrier);  // all threads are running now, each with its copy
;     for (int i = 0; i < ROUNDS; i++) {
;         counter++;
;         sums[i & 3] += id;
;     }
;     pthread_barrier_wait(&barrier);
;     char want[8];
;     snprintf(want, sizeof want, "t%d", id);
;     int own = counter == 100 + ROUNDS && sums[1] == (long)id * ROUNDS / 4 && info.id == id && strcmp(info.name, want) == 0
;         && counter_address() == &counter;
;     return (void *)(long)(fresh + 2 * own);
; }
; 
; int main(void) {
;     counter = 5;
;     info.id = 99;
;     pthread_t threads[THREADS];
;     pthread_barrier_init(&barrier, NULL, THREADS);
;     for (long i = 0; i < THREADS; i++)
;         pthread_create(&threads[i], NULL, work, (void *)(i + 1));
;     int good = 0;
;     for (int i = 0; i < THREADS; i++) {
;         void *result;
;         pthread_join(threads[i], &result);
;         printf("thread %d: %s\n", i + 1, (long)result == 3 ? "fresh and own" : "WRONG");
;         good += (long)result == 3;
;     }
;     printf("main: counter=%d id=%d name=%s\n", counter, info.id, info.name);
;     return good == THREADS && counter == 5 && info.id == 99 ? 0 : 1;
; }
