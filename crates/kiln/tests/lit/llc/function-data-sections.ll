; -function-sections and -data-sections: each function in `.text.NAME`, its jump table in
; `.rodata.NAME`, each global in `.bss.NAME`, `.data.NAME`, `.rodata.NAME`,
; `.data.rel.ro.NAME`, `.tbss.NAME`, `.tdata.NAME` (private ones keep their `.L` name);
; mergeable constants and strings stay in their shared sections, common symbols stay common,
; explicit sections stay as written. With -unique-section-names=false the sections keep the
; plain names and are told apart by `unique` ids, counted through the module, as llc does.
; RUN: kiln llc -relocation-model=pic -function-sections -data-sections %s -o - | FileCheck %s --check-prefix=NAMES
; RUN: kiln llc -relocation-model=pic -function-sections -data-sections -unique-section-names=false %s -o - | FileCheck %s --check-prefix=IDS
; RUN: kiln llc -relocation-model=pic %s -o - | FileCheck %s --check-prefix=SHARED

target triple = "x86_64-unknown-linux-gnu"

@bss = global i32 0, align 4
@local_bss = internal global [4 x i8] zeroinitializer
@data = global i32 1
@com = common global i64 0
@ro = constant i32 5
@cst = unnamed_addr constant double 1.0
@big = unnamed_addr constant [3 x i32] [i32 1, i32 2, i32 3]
@str = private unnamed_addr constant [3 x i8] c"hi\00"
@arr = private constant [5 x i32] [i32 1, i32 2, i32 3, i32 4, i32 5]
@relro = constant i32* @data
@tls0 = thread_local global i32 0
@tls1 = thread_local global i32 1
@sec = global i32 0, section ".bss.mine"

define i32 @f(i32 %x) {
  switch i32 %x, label %d [ i32 0, label %a  i32 1, label %b i32 2, label %c i32 3, label %e ]
a:
  ret i32 1
b:
  ret i32 7
c:
  ret i32 9
e:
  ret i32 11
d:
  ret i32 0
}

define internal i32 @g() {
  ret i32 0
}

; NAMES:      .section .text.f,"ax",@progbits
; NAMES:      .section .rodata.f,"a",@progbits
; NAMES-NEXT: .p2align 2
; NAMES-NEXT: .LJTI0_0:
; NAMES:      .section .text.g,"ax",@progbits
; NAMES:      .section .bss.bss,"aw",@nobits
; NAMES:      .section .bss.local_bss,"aw",@nobits
; NAMES-NEXT: local_bss:
; NAMES:      .section .data.data,"aw",@progbits
; NAMES:      .comm com,8,8
; NAMES:      .section .rodata.ro,"a",@progbits
; NAMES:      .section .rodata.cst8,"aM",@progbits,8
; NAMES:      .section .rodata.big,"a",@progbits
; NAMES:      .section .rodata.str1.1,"aMS",@progbits,1
; NAMES:      .section .rodata..Larr,"a",@progbits
; NAMES:      .section .data.rel.ro.relro,"aw",@progbits
; NAMES:      .section .tbss.tls0,"awT",@nobits
; NAMES:      .section .tdata.tls1,"awT",@progbits
; NAMES:      .section .bss.mine,"aw",@nobits

; IDS:      .section .text,"ax",@progbits,unique,1
; IDS:      .section .rodata,"a",@progbits,unique,2
; IDS:      .section .text,"ax",@progbits,unique,3
; IDS:      .section .bss,"aw",@nobits,unique,4
; IDS:      .section .bss,"aw",@nobits,unique,5
; IDS-NEXT: local_bss:
; IDS:      .section .data,"aw",@progbits,unique,6
; IDS:      .section .rodata,"a",@progbits,unique,7
; IDS:      .section .rodata.cst8,"aM",@progbits,8
; IDS:      .section .rodata,"a",@progbits,unique,8
; IDS:      .section .rodata.str1.1,"aMS",@progbits,1
; IDS:      .section .rodata,"a",@progbits,unique,9
; IDS:      .section .data.rel.ro,"aw",@progbits,unique,10
; IDS:      .section .tbss,"awT",@nobits,unique,11
; IDS:      .section .tdata,"awT",@progbits,unique,12
; IDS:      .section .bss.mine,"aw",@nobits

; SHARED-NOT: .text.f
; SHARED:     .local local_bss
; SHARED:     .comm local_bss,4,1
; SHARED-NOT: unique
