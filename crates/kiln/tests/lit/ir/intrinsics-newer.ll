; Intrinsics of LLVM 15-22 read and verify against kiln's table (llvm.threadlocal.address 16,
; llvm.is.fpclass 16, llvm.ldexp/llvm.frexp 17, llvm.scmp/llvm.ucmp 19, llvm.dbg.assign 17), as
; do the later signatures of older ones (llvm.va_start.p0 19, llvm.lifetime.start.p0 without
; the size 22). Their code generation belongs to kiln-codegen (an intrinsic it does not
; lower is an error naming it).
; RUN: kiln ir %s -o - | FileCheck %s

@t = thread_local global i32 0

define i32 @f(float %x, i32 %a, i32 %b, ptr %p) {
  %tp = call ptr @llvm.threadlocal.address.p0(ptr @t)
  %c = call i1 @llvm.is.fpclass.f32(float %x, i32 3)
  %l = call float @llvm.ldexp.f32.i32(float %x, i32 %a)
  %fr = call { float, i32 } @llvm.frexp.f32.i32(float %l)
  %s = call i8 @llvm.scmp.i8.i32(i32 %a, i32 %b)
  %u = call i8 @llvm.ucmp.i8.i32(i32 %a, i32 %b)
  call void @llvm.lifetime.start.p0(ptr %p)
  call void @llvm.va_start.p0(ptr %p)
  call void @llvm.va_end.p0(ptr %p)
  call void @llvm.lifetime.end.p0(ptr %p)
  %r = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> zeroinitializer)
  ret i32 %r
}

declare ptr @llvm.threadlocal.address.p0(ptr)
declare i1 @llvm.is.fpclass.f32(float, i32 immarg)
declare float @llvm.ldexp.f32.i32(float, i32)
declare { float, i32 } @llvm.frexp.f32.i32(float)
declare i8 @llvm.scmp.i8.i32(i32, i32)
declare i8 @llvm.ucmp.i8.i32(i32, i32)
declare void @llvm.lifetime.start.p0(ptr)
declare void @llvm.lifetime.end.p0(ptr)
declare void @llvm.va_start.p0(ptr)
declare void @llvm.va_end.p0(ptr)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>)

; CHECK: @t = thread_local global i32 0
; CHECK-EMPTY:
; CHECK-NEXT: define i32 @f(float %x, i32 %a, i32 %b, ptr %p) {
; CHECK-NEXT: 0:
; CHECK-NEXT:   %tp = call ptr @llvm.threadlocal.address.p0(ptr @t)
; CHECK-NEXT:   %c = call i1 @llvm.is.fpclass.f32(float %x, i32 3)
; CHECK-NEXT:   %l = call float @llvm.ldexp.f32.i32(float %x, i32 %a)
; CHECK-NEXT:   %fr = call { float, i32 } @llvm.frexp.f32.i32(float %l)
; CHECK-NEXT:   %s = call i8 @llvm.scmp.i8.i32(i32 %a, i32 %b)
; CHECK-NEXT:   %u = call i8 @llvm.ucmp.i8.i32(i32 %a, i32 %b)
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(ptr %p)
; CHECK-NEXT:   call void @llvm.va_start.p0(ptr %p)
; CHECK-NEXT:   call void @llvm.va_end.p0(ptr %p)
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(ptr %p)
; CHECK-NEXT:   %r = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> zeroinitializer)
; CHECK-NEXT:   ret i32 %r
; CHECK-NEXT: }
; CHECK-EMPTY:
; CHECK-NEXT: declare ptr @llvm.threadlocal.address.p0(ptr)
; CHECK-EMPTY:
; CHECK-NEXT: declare i1 @llvm.is.fpclass.f32(float, i32 immarg)
; CHECK-EMPTY:
; CHECK-NEXT: declare float @llvm.ldexp.f32.i32(float, i32)
; CHECK-EMPTY:
; CHECK-NEXT: declare { float, i32 } @llvm.frexp.f32.i32(float)
; CHECK-EMPTY:
; CHECK-NEXT: declare i8 @llvm.scmp.i8.i32(i32, i32)
; CHECK-EMPTY:
; CHECK-NEXT: declare i8 @llvm.ucmp.i8.i32(i32, i32)
; CHECK-EMPTY:
; CHECK-NEXT: declare void @llvm.lifetime.start.p0(ptr)
; CHECK-EMPTY:
; CHECK-NEXT: declare void @llvm.lifetime.end.p0(ptr)
; CHECK-EMPTY:
; CHECK-NEXT: declare void @llvm.va_start.p0(ptr)
; CHECK-EMPTY:
; CHECK-NEXT: declare void @llvm.va_end.p0(ptr)
; CHECK-EMPTY:
; CHECK-NEXT: declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>)
