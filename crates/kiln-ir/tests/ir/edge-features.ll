source_filename = "edge.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"
module asm "  .globl foo_asm"
module asm "foo_asm: ret"

%0 = type { i32, %1* }
%1 = type opaque
%"quoted type" = type <{ i8, i32 }>
$cd = comdat largest
$fn = comdat any

@0 = private unnamed_addr constant [3 x i8] c"a\00b"
@1 = internal global i32 5
@g = dllexport global i32 0, section "s", partition "p", comdat($cd), align 8
@ei = externally_initialized global i32 1
@as = addrspace(1) global i32 2
@tl = thread_local(localdynamic) global i32 0
@ext = extern_weak global i32
@fp = global x86_fp80 0xK3FFF8000000000000000
@fq = global fp128 0xL00000000000000003FFF000000000000
@fh = global half 1.5
@fppc = global ppc_fp128 0xM3FF00000000000000000000000000000
@fd = global double 1.000000e+00
@ba = global i8* blockaddress(@later, %target)
@qt = global %"quoted type" <{ i8 1, i32 2 }>
@st = global %0 { i32 1, %1* null }
@"weird name\01" = global i32 0
@ce = global i64 add (i64 ptrtoint (i32* @g to i64), i64 sub (i64 0, i64 ptrtoint (i32* @1 to i64)))
@cs = global i1 icmp eq (i32* @g, i32* null)
@sel = global i32* select (i1 icmp ne (i32* @g, i32* null), i32* @g, i32* @1)
@ex = global i32 extractelement (<2 x i32> <i32 1, i32 2>, i32 1)
@al = alias i32, i32* @g
@wal = weak hidden alias i32, i32* getelementptr (i32, i32* @g, i64 0)
@cal = alias i8, bitcast (i32* @g to i8*)
@gal = internal alias i32, getelementptr (i32, i32* @g, i64 0)
@ifn = ifunc void (), void ()* ()* @resolver
@llvm.global_ctors = appending global [1 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 65535, void ()* @target_fn, i8* null }]

define void ()* @resolver() {
  ret void ()* @target_fn
}

define void @target_fn() comdat($fn) gc "statepoint-example" prefix i32 123 {
  ret void
}

define linkonce_odr hidden fastcc i32 @later(i32 %x) section "t" align 16 personality i32 (...)* @pers {
entry:
  %c = icmp eq i32 %x, 0
  br i1 %c, label %target, label %other
target:
  %r = invoke coldcc i32 @callee(i32 %x) [ "deopt"(i32 1) ]
          to label %ok unwind label %lpad
ok:
  ret i32 %r
other:
  %t = musttail call fastcc i32 @later(i32 %x)
  ret i32 %t
lpad:
  %lp = landingpad { i8*, i32 } catch i8* null filter [0 x i8*] zeroinitializer
  resume { i8*, i32 } %lp
}

declare coldcc i32 @callee(i32)
declare i32 @pers(...)

define i32 @atomics(i32* %p, float %f, <4 x float> %v) {
  %a = load atomic volatile i32, i32* %p syncscope("singlethread") unordered, align 4
  store atomic i32 %a, i32* %p release, align 4
  %b = atomicrmw fadd float* undef, float %f acq_rel
  %c = atomicrmw umax i32* %p, i32 3 monotonic
  %d = cmpxchg volatile i32* %p, i32 1, i32 2 seq_cst seq_cst, align 4
  %e = extractvalue { i32, i1 } %d, 0
  %i = insertvalue { i32, i1 } %d, i1 false, 1
  %m = fmul nnan ninf nsz arcp contract afn reassoc float %f, 0x3FF0000000000000
  %n = fneg fast float %m
  %o = call fast float @llvm.fabs.f32(float %n)
  %w = notail call float @llvm.fabs.f32(float %o) #1
  %fr = freeze i32 %c
  %sv = shufflevector <4 x float> %v, <4 x float> poison, <4 x i32> <i32 3, i32 undef, i32 1, i32 0>
  %ie = insertelement <4 x float> %sv, float %w, i64 2
  %al = alloca inalloca i32, i32 4, align 16
  %a64 = zext i32 %a to i64
  %al2 = alloca i8, i64 %a64, align 1
  %vp = alloca i8*, align 8
  %va = va_arg i8** %vp, i32
  %sw = select nnan i1 true, float %f, float 2.0
  %cmp = fcmp fast olt float %sw, %f
  ret i32 %fr
}

declare float @llvm.fabs.f32(float) #0

attributes #0 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { "no-frame-pointer-elim"="true" alignstack=16 }

define i32 @forward_varargs(i8* %p, ...) {
  %r = musttail call i32 (i8*, ...) @varargs_target(i8* %p, ...)
  ret i32 %r
}
declare i32 @varargs_target(i8*, ...)
