; Intrinsics kiln cannot lower are errors at their call, FILE:LINE:COL with the line and a
; caret: a target intrinsic kiln has no lowering for (SSE4.1's pmulld; ISA breadth comes
; later), an MMX one (x86_mmx values). A wrong signature is the verifier's error at the
; declaration.
; RUN: sed -n 's/^;@pmulld //p' %s > %t.pmulld.ll
; RUN: not kiln llc %t.pmulld.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=PMULLD
; RUN: not kiln lli %t.pmulld.ll 2>&1 | FileCheck %s --check-prefix=PMULLD
; RUN: sed -n 's/^;@sig //p' %s > %t.sig.ll
; RUN: not kiln llc %t.sig.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=SIG
; RUN: not kiln llc %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=MMX

;@pmulld declare <4 x i32> @llvm.x86.sse41.pmulld(<4 x i32>, <4 x i32>)
;@pmulld define i32 @main() {
;@pmulld   %r = call <4 x i32> @llvm.x86.sse41.pmulld(<4 x i32> zeroinitializer, <4 x i32> zeroinitializer)
;@pmulld   ret i32 0
;@pmulld }
; PMULLD: pmulld.ll:3:23: error: in function 'main': unsupported intrinsic 'llvm.x86.sse41.pmulld'
; PMULLD-NEXT: {{^}}  %r = call <4 x i32> @llvm.x86.sse41.pmulld(
; PMULLD-NEXT: {{^}}                      ^

;@sig declare i8* @llvm.load.relative.i64(i8*, i32)
; SIG: sig.ll:1:13: error: global '@llvm.load.relative.i64': intrinsic name 'llvm.load.relative.i64' does not match its type; it should be 'llvm.load.relative.i32'
; SIG-NEXT: {{^}}declare i8* @llvm.load.relative.i64(i8*, i32)
; SIG-NEXT: {{^}}            ^

; MMX: intrinsic-errors.ll:[[@LINE+1]]:12: error: in function 'mmx': unsupported type x86_mmx
define i64 @mmx(i64 %a) {
  %m = bitcast i64 %a to x86_mmx
  %r = call x86_mmx @llvm.x86.mmx.padd.b(x86_mmx %m, x86_mmx %m)
  %i = bitcast x86_mmx %r to i64
  ret i64 %i
}
declare x86_mmx @llvm.x86.mmx.padd.b(x86_mmx, x86_mmx)
