; LLVM's option spelling: long options with one dash or two, booleans with =true/=false; an
; unknown option is an error naming the whole argument in every subcommand (not a cluster of
; short flags); -regalloc takes fast, basic, greedy, pbqp (and default);
; --version and -version print kiln's version and the registered targets.
; RUN: kiln llc -regalloc=fast --function-sections -data-sections=false %s -o - | FileCheck %s --check-prefix=OK
; RUN: kiln llc -regalloc=default %s -o /dev/null
; RUN: not kiln llc -frobnicate %s 2>&1 | FileCheck %s --check-prefix=UNKNOWN -DTOOL=llc -DARG=-frobnicate
; RUN: not kiln llc --frobnicate=3 %s 2>&1 | FileCheck %s --check-prefix=UNKNOWN -DTOOL=llc -DARG=--frobnicate=3
; RUN: not kiln llc -ofile.s %s 2>&1 | FileCheck %s --check-prefix=UNKNOWN -DTOOL=llc -DARG=-ofile.s
; RUN: not kiln mc -frobnicate %s 2>&1 | FileCheck %s --check-prefix=UNKNOWN -DTOOL=mc -DARG=-frobnicate
; RUN: not kiln lli -frobnicate %s 2>&1 | FileCheck %s --check-prefix=UNKNOWN -DTOOL=lli -DARG=-frobnicate
; RUN: not kiln ir -frobnicate %s 2>&1 | FileCheck %s --check-prefix=UNKNOWN -DTOOL=ir -DARG=-frobnicate
; RUN: not kiln tblgen -frobnicate %s 2>&1 | FileCheck %s --check-prefix=UNKNOWN -DTOOL=tblgen -DARG=-frobnicate
; RUN: kiln llc -regalloc=basic -verify-regalloc %s -o - | FileCheck %s --check-prefix=BASIC
; RUN: kiln llc -regalloc=greedy -verify-regalloc %s -o - | FileCheck %s --check-prefix=BASIC
; RUN: kiln llc -regalloc=pbqp -verify-regalloc %s -o - | FileCheck %s --check-prefix=BASIC
; RUN: not kiln llc -regalloc=magic %s 2>&1 | FileCheck %s --check-prefix=MAGIC
; RUN: not kiln llc -function-sections=maybe %s 2>&1 | FileCheck %s --check-prefix=BOOL
; RUN: kiln llc --version | FileCheck %s --check-prefix=VERSION
; RUN: kiln llc -version | FileCheck %s --check-prefix=VERSION
; RUN: kiln mc --version | FileCheck %s --check-prefix=VERSION
; RUN: kiln --version | FileCheck %s --check-prefix=VERSION
; RUN: kiln tblgen -version | FileCheck %s --check-prefix=PLAIN

target triple = "x86_64-unknown-linux-gnu"

define i32 @f() {
  ret i32 0
}

; OK: .section .text.f,"ax",@progbits
; OK-NOT: .data.
; UNKNOWN: kiln [[TOOL]]: Unknown command line argument '[[ARG]]'.  Try: 'kiln [[TOOL]] --help'
; BASIC: xorl %eax, %eax
; MAGIC: kiln llc: for the -regalloc option: Cannot find option named 'magic'!
; BOOL: kiln llc: for the -function-sections option: 'maybe' is invalid value for boolean argument! Try 0 or 1
; VERSION: kiln version {{[0-9]+\.[0-9]+\.[0-9]+}}
; VERSION: Registered Targets:
; VERSION-NEXT: x86-64 - 64-bit X86: EM64T and AMD64
; PLAIN: kiln version
; PLAIN-NOT: Registered Targets
