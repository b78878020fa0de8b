; Constructs of LLVM 15-22 that kiln does not read yet are errors naming the construct and the
; release that introduced it.
; RUN: split-file %s %t
; RUN: not kiln ir %t/rmw.ll 2>&1 | FileCheck %s --check-prefix=RMW
; RUN: not kiln ir %t/target.ll 2>&1 | FileCheck %s --check-prefix=TARGET
; RUN: not kiln ir %t/ptrauth.ll 2>&1 | FileCheck %s --check-prefix=PTRAUTH
