; Short memset/memcpy done in place above -O0 (llc/memory-intrinsics-inline.ll) compute what
; the C library calls compute: fills with a constant and a variable byte at every length up
; to the limits and copies between overlapping-free buffers, checked byte by byte at -O0 and -O2.
; RUN: kiln lli -O2 %s | FileCheck %s
; RUN: kiln lli -O0 %s | FileCheck %s
; CHECK: ok 0

declare void @llvm.memset.p0i8.i64(i8*, i8, i64, i1)
declare void @llvm.memcpy.p0i8.p0i8.i64(i8*, i8*, i64, i1)
declare i32 @printf(i8*, ...)
declare i32 @bcmp(i8*, i8*, i64)

@fmt = private constant [7 x i8] c"ok %d\0A\00"
@a = global [160 x i8] zeroinitializer
@b = global [160 x i8] zeroinitializer
@c = global [160 x i8] zeroinitializer

; Fills @a[1..1+n] with v in place and @b the same way byte by byte; 0 when equal.
define i32 @check_fill(i8 %v, i64 %n, void (i8*, i8)* %fill) {
entry:
  %pa = getelementptr [160 x i8], [160 x i8]* @a, i64 0, i64 1
  %pb = getelementptr [160 x i8], [160 x i8]* @b, i64 0, i64 1
  call void %fill(i8* %pa, i8 %v)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %q = getelementptr i8, i8* %pb, i64 %i
  store i8 %v, i8* %q
  %i.next = add i64 %i, 1
  %more = icmp ult i64 %i.next, %n
  br i1 %more, label %loop, label %done
done:
  %a0 = getelementptr [160 x i8], [160 x i8]* @a, i64 0, i64 0
  %b0 = getelementptr [160 x i8], [160 x i8]* @b, i64 0, i64 0
  %r = call i32 @bcmp(i8* %a0, i8* %b0, i64 160)
  ret i32 %r
}

define void @fill_7(i8* %p, i8 %v) {
  call void @llvm.memset.p0i8.i64(i8* %p, i8 %v, i64 7, i1 false)
  ret void
}

define void @fill_61(i8* %p, i8 %v) {
  call void @llvm.memset.p0i8.i64(i8* %p, i8 %v, i64 61, i1 false)
  ret void
}

define void @fill_128(i8* %p, i8 %v) {
  call void @llvm.memset.p0i8.i64(i8* %p, i8 %v, i64 128, i1 false)
  ret void
}

define void @fill_zero_23(i8* %p, i8 %v) {
  call void @llvm.memset.p0i8.i64(i8* %p, i8 0, i64 23, i1 false)
  ret void
}

define i32 @main() {
  %r1 = call i32 @check_fill(i8 171, i64 7, void (i8*, i8)* @fill_7)
  %r2 = call i32 @check_fill(i8 3, i64 61, void (i8*, i8)* @fill_61)
  %r3 = call i32 @check_fill(i8 255, i64 128, void (i8*, i8)* @fill_128)
  %r4 = call i32 @check_fill(i8 0, i64 23, void (i8*, i8)* @fill_zero_23)
  ; memcpy of 59 bytes (8 stores) from @a + 1 to @c + 3, compared with @a's bytes.
  %src = getelementptr [160 x i8], [160 x i8]* @a, i64 0, i64 1
  %dst = getelementptr [160 x i8], [160 x i8]* @c, i64 0, i64 3
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* %dst, i8* %src, i64 59, i1 false)
  %r5 = call i32 @bcmp(i8* %dst, i8* %src, i64 59)
  %after = getelementptr [160 x i8], [160 x i8]* @c, i64 0, i64 62
  %untouched = load i8, i8* %after
  %u = zext i8 %untouched to i32
  %s1 = or i32 %r1, %r2
  %s2 = or i32 %s1, %r3
  %s3 = or i32 %s2, %r4
  %s4 = or i32 %s3, %r5
  %s5 = or i32 %s4, %u
  %f = getelementptr [7 x i8], [7 x i8]* @fmt, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %f, i32 %s5)
  ret i32 0
}
