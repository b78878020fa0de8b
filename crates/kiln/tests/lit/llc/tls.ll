; Thread-local globals, with the models llc picks: static code uses local exec for what the
; module defines (dso_local, internal) and initial exec through the GOT for the rest, folding
; the thread pointer into the memory operand as %fs; shared-library code (PIC without a
; "PIE Level" flag) calls __tls_get_addr: general dynamic with the exact sequence the linker
; relaxes, local dynamic for the module's own globals. `thread_local(...)` modes are kept
; when more specific.
; RUN: kiln llc -O2 -relocation-model=static %s -o - | FileCheck %s --check-prefix=STATIC
; RUN: kiln llc -O2 -relocation-model=pic %s -o - | FileCheck %s --check-prefix=PIC

@loc = internal thread_local global i32 5, align 4
@def = dso_local thread_local global i32 7, align 4
@ext = external thread_local global i32, align 4
@ie = external thread_local(initialexec) global i32, align 4
@le = thread_local(localexec) global i32 1, align 4

define i32 @local() {
; STATIC-LABEL: local:
; STATIC: movl %fs:loc@TPOFF, %eax
; PIC-LABEL: local:
; PIC: leaq loc@TLSLD(%rip), %rdi
; PIC-NEXT: callq __tls_get_addr@PLT
; PIC-NEXT: movl loc@DTPOFF(%rax), %eax
  %a = load i32, i32* @loc
  ret i32 %a
}

define i32 @external() {
; STATIC-LABEL: external:
; STATIC: movq ext@GOTTPOFF(%rip), %rax
; STATIC-NEXT: movl %fs:(%rax), %eax
; PIC-LABEL: external:
; PIC: data16
; PIC-NEXT: leaq ext@TLSGD(%rip), %rdi
; PIC-NEXT: data16
; PIC-NEXT: data16
; PIC-NEXT: rex64
; PIC-NEXT: callq __tls_get_addr@PLT
; PIC-NEXT: movl (%rax), %eax
  %c = load i32, i32* @ext
  ret i32 %c
}

define i32 @modes() {
; STATIC-LABEL: modes:
; STATIC: movq ie@GOTTPOFF(%rip), %rax
; STATIC-NEXT: movl %fs:(%rax), %eax
; STATIC-NEXT: addl %fs:le@TPOFF, %eax
; PIC-LABEL: modes:
; PIC: movq ie@GOTTPOFF(%rip), %rax
; PIC-NEXT: movl %fs:(%rax), %eax
; PIC-NEXT: addl %fs:le@TPOFF, %eax
  %d = load i32, i32* @ie
  %e = load i32, i32* @le
  %s = add i32 %d, %e
  ret i32 %s
}

define i32* @address() {
; STATIC-LABEL: address:
; STATIC: movq %fs:0, %rax
; STATIC-NEXT: leaq def@TPOFF+8(%rax), %rax
; PIC-LABEL: address:
; PIC: leaq def@TLSLD(%rip), %rdi
; PIC-NEXT: callq __tls_get_addr@PLT
; PIC-NEXT: leaq def@DTPOFF+8(%rax), %rax
  ret i32* getelementptr (i32, i32* @def, i64 2)
}

; STATIC: .section .tdata,"awT",@progbits
