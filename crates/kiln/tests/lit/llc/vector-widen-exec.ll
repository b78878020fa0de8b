; Vectors narrower than an XMM register (<8 x i8>, <4 x i16>, <2 x i32>, <2 x float>, and the
; 32- and 16-bit <4 x i8>, <2 x i16>, <2 x i8>), widened to the register's type as llc 14 widens
; them: loaded, computed (every integer operation, constant and variable shifts, divisions,
; float arithmetic), shuffled, taken apart and rebuilt, bit cast, extended and truncated,
; compared and selected, reduced, carried around a loop, and stored. The C driver (the ;C: lines)
; prints every result's bytes; kiln's objects at -O2 and -O0 print what llc's prints.
; RUN: sed -n 's/^;C: //p' %s > %t.c
; RUN: llc -O2 -filetype=obj %s -o %t.ref.o && cc %t.c %t.ref.o -o %t.ref && %t.ref > %t.want
; RUN: kiln llc -O2 -verify-machineinstrs -filetype=obj %s -o %t.o2.o && cc %t.c %t.o2.o -o %t.o2 && %t.o2 | diff %t.want -
; RUN: kiln llc -O0 -filetype=obj %s -o %t.o0.o && cc %t.c %t.o0.o -o %t.o0 && %t.o0 | diff %t.want -

;C: #include <stdio.h>
;C: #include <string.h>
;C: unsigned char gb[48]; float gf[12];
;C: static void run(const char *n, void (*f)(void *, const void *, const void *), int fl, int bytes) {
;C:   for (int r = 0; r < 3; r++) { unsigned char o[24]; memset(o, 0xaa, sizeof o);
;C:     const unsigned char *base = fl ? (const unsigned char *)gf : gb;
;C:     f(o + 4, base + 8 * r, base + 8 * r + 16);
;C:     printf("%s:", n); for (int i = 0; i < bytes + 8; i++) printf(" %02x", o[i]); printf("\n"); } }
;C: void add_v8i8(void *, const void *, const void *);
;C: void sub_v8i8(void *, const void *, const void *);
;C: void mul_v8i8(void *, const void *, const void *);
;C: void and_v8i8(void *, const void *, const void *);
;C: void or_v8i8(void *, const void *, const void *);
;C: void xor_v8i8(void *, const void *, const void *);
;C: void shl_v8i8_var(void *, const void *, const void *);
;C: void shl_v8i8_3(void *, const void *, const void *);
;C: void shl_v8i8_7(void *, const void *, const void *);
;C: void lshr_v8i8_var(void *, const void *, const void *);
;C: void lshr_v8i8_3(void *, const void *, const void *);
;C: void lshr_v8i8_7(void *, const void *, const void *);
;C: void ashr_v8i8_var(void *, const void *, const void *);
;C: void ashr_v8i8_3(void *, const void *, const void *);
;C: void ashr_v8i8_7(void *, const void *, const void *);
;C: void udiv_v8i8(void *, const void *, const void *);
;C: void sdiv_v8i8(void *, const void *, const void *);
;C: void urem_v8i8(void *, const void *, const void *);
;C: void add_v8i8_const(void *, const void *, const void *);
;C: void add_v4i16(void *, const void *, const void *);
;C: void sub_v4i16(void *, const void *, const void *);
;C: void mul_v4i16(void *, const void *, const void *);
;C: void and_v4i16(void *, const void *, const void *);
;C: void or_v4i16(void *, const void *, const void *);
;C: void xor_v4i16(void *, const void *, const void *);
;C: void shl_v4i16_var(void *, const void *, const void *);
;C: void shl_v4i16_3(void *, const void *, const void *);
;C: void shl_v4i16_15(void *, const void *, const void *);
;C: void lshr_v4i16_var(void *, const void *, const void *);
;C: void lshr_v4i16_3(void *, const void *, const void *);
;C: void lshr_v4i16_15(void *, const void *, const void *);
;C: void ashr_v4i16_var(void *, const void *, const void *);
;C: void ashr_v4i16_3(void *, const void *, const void *);
;C: void ashr_v4i16_15(void *, const void *, const void *);
;C: void udiv_v4i16(void *, const void *, const void *);
;C: void sdiv_v4i16(void *, const void *, const void *);
;C: void urem_v4i16(void *, const void *, const void *);
;C: void add_v4i16_const(void *, const void *, const void *);
;C: void add_v2i32(void *, const void *, const void *);
;C: void sub_v2i32(void *, const void *, const void *);
;C: void mul_v2i32(void *, const void *, const void *);
;C: void and_v2i32(void *, const void *, const void *);
;C: void or_v2i32(void *, const void *, const void *);
;C: void xor_v2i32(void *, const void *, const void *);
;C: void shl_v2i32_var(void *, const void *, const void *);
;C: void shl_v2i32_3(void *, const void *, const void *);
;C: void shl_v2i32_31(void *, const void *, const void *);
;C: void lshr_v2i32_var(void *, const void *, const void *);
;C: void lshr_v2i32_3(void *, const void *, const void *);
;C: void lshr_v2i32_31(void *, const void *, const void *);
;C: void ashr_v2i32_var(void *, const void *, const void *);
;C: void ashr_v2i32_3(void *, const void *, const void *);
;C: void ashr_v2i32_31(void *, const void *, const void *);
;C: void udiv_v2i32(void *, const void *, const void *);
;C: void sdiv_v2i32(void *, const void *, const void *);
;C: void urem_v2i32(void *, const void *, const void *);
;C: void add_v2i32_const(void *, const void *, const void *);
;C: void add_v4i8(void *, const void *, const void *);
;C: void sub_v4i8(void *, const void *, const void *);
;C: void mul_v4i8(void *, const void *, const void *);
;C: void and_v4i8(void *, const void *, const void *);
;C: void or_v4i8(void *, const void *, const void *);
;C: void xor_v4i8(void *, const void *, const void *);
;C: void shl_v4i8_var(void *, const void *, const void *);
;C: void shl_v4i8_3(void *, const void *, const void *);
;C: void shl_v4i8_7(void *, const void *, const void *);
;C: void lshr_v4i8_var(void *, const void *, const void *);
;C: void lshr_v4i8_3(void *, const void *, const void *);
;C: void lshr_v4i8_7(void *, const void *, const void *);
;C: void ashr_v4i8_var(void *, const void *, const void *);
;C: void ashr_v4i8_3(void *, const void *, const void *);
;C: void ashr_v4i8_7(void *, const void *, const void *);
;C: void udiv_v4i8(void *, const void *, const void *);
;C: void sdiv_v4i8(void *, const void *, const void *);
;C: void urem_v4i8(void *, const void *, const void *);
;C: void add_v4i8_const(void *, const void *, const void *);
;C: void add_v2i16(void *, const void *, const void *);
;C: void sub_v2i16(void *, const void *, const void *);
;C: void mul_v2i16(void *, const void *, const void *);
;C: void and_v2i16(void *, const void *, const void *);
;C: void or_v2i16(void *, const void *, const void *);
;C: void xor_v2i16(void *, const void *, const void *);
;C: void shl_v2i16_var(void *, const void *, const void *);
;C: void shl_v2i16_3(void *, const void *, const void *);
;C: void shl_v2i16_15(void *, const void *, const void *);
;C: void lshr_v2i16_var(void *, const void *, const void *);
;C: void lshr_v2i16_3(void *, const void *, const void *);
;C: void lshr_v2i16_15(void *, const void *, const void *);
;C: void ashr_v2i16_var(void *, const void *, const void *);
;C: void ashr_v2i16_3(void *, const void *, const void *);
;C: void ashr_v2i16_15(void *, const void *, const void *);
;C: void udiv_v2i16(void *, const void *, const void *);
;C: void sdiv_v2i16(void *, const void *, const void *);
;C: void urem_v2i16(void *, const void *, const void *);
;C: void add_v2i16_const(void *, const void *, const void *);
;C: void add_v2i8(void *, const void *, const void *);
;C: void sub_v2i8(void *, const void *, const void *);
;C: void mul_v2i8(void *, const void *, const void *);
;C: void and_v2i8(void *, const void *, const void *);
;C: void or_v2i8(void *, const void *, const void *);
;C: void xor_v2i8(void *, const void *, const void *);
;C: void shl_v2i8_var(void *, const void *, const void *);
;C: void shl_v2i8_3(void *, const void *, const void *);
;C: void shl_v2i8_7(void *, const void *, const void *);
;C: void lshr_v2i8_var(void *, const void *, const void *);
;C: void lshr_v2i8_3(void *, const void *, const void *);
;C: void lshr_v2i8_7(void *, const void *, const void *);
;C: void ashr_v2i8_var(void *, const void *, const void *);
;C: void ashr_v2i8_3(void *, const void *, const void *);
;C: void ashr_v2i8_7(void *, const void *, const void *);
;C: void udiv_v2i8(void *, const void *, const void *);
;C: void sdiv_v2i8(void *, const void *, const void *);
;C: void urem_v2i8(void *, const void *, const void *);
;C: void add_v2i8_const(void *, const void *, const void *);
;C: void fadd_v2f32(void *, const void *, const void *);
;C: void fsub_v2f32(void *, const void *, const void *);
;C: void fmul_v2f32(void *, const void *, const void *);
;C: void fdiv_v2f32(void *, const void *, const void *);
;C: void fneg_v2f32(void *, const void *, const void *);
;C: void fconst_v2f32(void *, const void *, const void *);
;C: void reverse_v8i8(void *, const void *, const void *);
;C: void interleave_v8i8(void *, const void *, const void *);
;C: void concat_v4i16(void *, const void *, const void *);
;C: void low_half_v16i8(void *, const void *, const void *);
;C: void splat_v2i32(void *, const void *, const void *);
;C: void extract_v4i16(void *, const void *, const void *);
;C: void extract_var_v8i8(void *, const void *, const void *);
;C: void insert_v4i16(void *, const void *, const void *);
;C: void bitcast_v8i8_v2i32(void *, const void *, const void *);
;C: void bitcast_v4i16_i64(void *, const void *, const void *);
;C: void bitcast_i64_v8i8(void *, const void *, const void *);
;C: void bitcast_v2f32_double(void *, const void *, const void *);
;C: void bitcast_v2i32_v2f32(void *, const void *, const void *);
;C: void zext_v8i8(void *, const void *, const void *);
;C: void sext_v4i16(void *, const void *, const void *);
;C: void trunc_v8i16(void *, const void *, const void *);
;C: void const_store_v4i16(void *, const void *, const void *);
;C: void copy_v2i32(void *, const void *, const void *);
;C: void icmp_select_v8i8(void *, const void *, const void *);
;C: void umin_v8i8(void *, const void *, const void *);
;C: void smax_v4i16(void *, const void *, const void *);
;C: void uaddsat_v8i8(void *, const void *, const void *);
;C: void reduce_add_v8i8(void *, const void *, const void *);
;C: void loop_v4i16(void *, const void *, const void *);
;C: void loop_v2f32(void *, const void *, const void *);
;C: void cmpsel_eq_v8i8(void *, const void *, const void *);
;C: void cmpsel_ugt_v8i8(void *, const void *, const void *);
;C: void cmpsel_slt_v8i8(void *, const void *, const void *);
;C: void cmpext_v8i8(void *, const void *, const void *);
;C: void cmpbits_v8i8(void *, const void *, const void *);
;C: void cmpsel_ne_v4i16(void *, const void *, const void *);
;C: void cmpsel_sge_v4i16(void *, const void *, const void *);
;C: void cmpsel_ule_v4i16(void *, const void *, const void *);
;C: void cmpext_v4i16(void *, const void *, const void *);
;C: void cmpbits_v4i16(void *, const void *, const void *);
;C: void cmpsel_ne_v2i32(void *, const void *, const void *);
;C: void cmpsel_sgt_v2i32(void *, const void *, const void *);
;C: void cmpsel_ult_v2i32(void *, const void *, const void *);
;C: void cmpext_v2i32(void *, const void *, const void *);
;C: void cmpbits_v2i32(void *, const void *, const void *);
;C: void cmpsel_eq_v4i8(void *, const void *, const void *);
;C: void cmpsel_sgt_v4i8(void *, const void *, const void *);
;C: void cmpext_v4i8(void *, const void *, const void *);
;C: void cmpbits_v4i8(void *, const void *, const void *);
;C: void fcmp_v2f32(void *, const void *, const void *);
;C: void mul_zext_v2i32(void *, const void *, const void *);
;C: void mul_v2i64(void *, const void *, const void *);
;C: int main(void) {
;C:   unsigned s = 12345; for (int i = 0; i < 48; i++) { s = s * 1103515245 + 12345; gb[i] = s >> 16; }
;C:   for (int i = 0; i < 12; i++) gf[i] = (float)(i * 7 % 11) * 0.75f - 3.0f;
;C:   run("add_v8i8", add_v8i8, 0, 8);
;C:   run("sub_v8i8", sub_v8i8, 0, 8);
;C:   run("mul_v8i8", mul_v8i8, 0, 8);
;C:   run("and_v8i8", and_v8i8, 0, 8);
;C:   run("or_v8i8", or_v8i8, 0, 8);
;C:   run("xor_v8i8", xor_v8i8, 0, 8);
;C:   run("shl_v8i8_var", shl_v8i8_var, 0, 8);
;C:   run("shl_v8i8_3", shl_v8i8_3, 0, 8);
;C:   run("shl_v8i8_7", shl_v8i8_7, 0, 8);
;C:   run("lshr_v8i8_var", lshr_v8i8_var, 0, 8);
;C:   run("lshr_v8i8_3", lshr_v8i8_3, 0, 8);
;C:   run("lshr_v8i8_7", lshr_v8i8_7, 0, 8);
;C:   run("ashr_v8i8_var", ashr_v8i8_var, 0, 8);
;C:   run("ashr_v8i8_3", ashr_v8i8_3, 0, 8);
;C:   run("ashr_v8i8_7", ashr_v8i8_7, 0, 8);
;C:   run("udiv_v8i8", udiv_v8i8, 0, 8);
;C:   run("sdiv_v8i8", sdiv_v8i8, 0, 8);
;C:   run("urem_v8i8", urem_v8i8, 0, 8);
;C:   run("add_v8i8_const", add_v8i8_const, 0, 8);
;C:   run("add_v4i16", add_v4i16, 0, 8);
;C:   run("sub_v4i16", sub_v4i16, 0, 8);
;C:   run("mul_v4i16", mul_v4i16, 0, 8);
;C:   run("and_v4i16", and_v4i16, 0, 8);
;C:   run("or_v4i16", or_v4i16, 0, 8);
;C:   run("xor_v4i16", xor_v4i16, 0, 8);
;C:   run("shl_v4i16_var", shl_v4i16_var, 0, 8);
;C:   run("shl_v4i16_3", shl_v4i16_3, 0, 8);
;C:   run("shl_v4i16_15", shl_v4i16_15, 0, 8);
;C:   run("lshr_v4i16_var", lshr_v4i16_var, 0, 8);
;C:   run("lshr_v4i16_3", lshr_v4i16_3, 0, 8);
;C:   run("lshr_v4i16_15", lshr_v4i16_15, 0, 8);
;C:   run("ashr_v4i16_var", ashr_v4i16_var, 0, 8);
;C:   run("ashr_v4i16_3", ashr_v4i16_3, 0, 8);
;C:   run("ashr_v4i16_15", ashr_v4i16_15, 0, 8);
;C:   run("udiv_v4i16", udiv_v4i16, 0, 8);
;C:   run("sdiv_v4i16", sdiv_v4i16, 0, 8);
;C:   run("urem_v4i16", urem_v4i16, 0, 8);
;C:   run("add_v4i16_const", add_v4i16_const, 0, 8);
;C:   run("add_v2i32", add_v2i32, 0, 8);
;C:   run("sub_v2i32", sub_v2i32, 0, 8);
;C:   run("mul_v2i32", mul_v2i32, 0, 8);
;C:   run("and_v2i32", and_v2i32, 0, 8);
;C:   run("or_v2i32", or_v2i32, 0, 8);
;C:   run("xor_v2i32", xor_v2i32, 0, 8);
;C:   run("shl_v2i32_var", shl_v2i32_var, 0, 8);
;C:   run("shl_v2i32_3", shl_v2i32_3, 0, 8);
;C:   run("shl_v2i32_31", shl_v2i32_31, 0, 8);
;C:   run("lshr_v2i32_var", lshr_v2i32_var, 0, 8);
;C:   run("lshr_v2i32_3", lshr_v2i32_3, 0, 8);
;C:   run("lshr_v2i32_31", lshr_v2i32_31, 0, 8);
;C:   run("ashr_v2i32_var", ashr_v2i32_var, 0, 8);
;C:   run("ashr_v2i32_3", ashr_v2i32_3, 0, 8);
;C:   run("ashr_v2i32_31", ashr_v2i32_31, 0, 8);
;C:   run("udiv_v2i32", udiv_v2i32, 0, 8);
;C:   run("sdiv_v2i32", sdiv_v2i32, 0, 8);
;C:   run("urem_v2i32", urem_v2i32, 0, 8);
;C:   run("add_v2i32_const", add_v2i32_const, 0, 8);
;C:   run("add_v4i8", add_v4i8, 0, 4);
;C:   run("sub_v4i8", sub_v4i8, 0, 4);
;C:   run("mul_v4i8", mul_v4i8, 0, 4);
;C:   run("and_v4i8", and_v4i8, 0, 4);
;C:   run("or_v4i8", or_v4i8, 0, 4);
;C:   run("xor_v4i8", xor_v4i8, 0, 4);
;C:   run("shl_v4i8_var", shl_v4i8_var, 0, 4);
;C:   run("shl_v4i8_3", shl_v4i8_3, 0, 4);
;C:   run("shl_v4i8_7", shl_v4i8_7, 0, 4);
;C:   run("lshr_v4i8_var", lshr_v4i8_var, 0, 4);
;C:   run("lshr_v4i8_3", lshr_v4i8_3, 0, 4);
;C:   run("lshr_v4i8_7", lshr_v4i8_7, 0, 4);
;C:   run("ashr_v4i8_var", ashr_v4i8_var, 0, 4);
;C:   run("ashr_v4i8_3", ashr_v4i8_3, 0, 4);
;C:   run("ashr_v4i8_7", ashr_v4i8_7, 0, 4);
;C:   run("udiv_v4i8", udiv_v4i8, 0, 4);
;C:   run("sdiv_v4i8", sdiv_v4i8, 0, 4);
;C:   run("urem_v4i8", urem_v4i8, 0, 4);
;C:   run("add_v4i8_const", add_v4i8_const, 0, 4);
;C:   run("add_v2i16", add_v2i16, 0, 4);
;C:   run("sub_v2i16", sub_v2i16, 0, 4);
;C:   run("mul_v2i16", mul_v2i16, 0, 4);
;C:   run("and_v2i16", and_v2i16, 0, 4);
;C:   run("or_v2i16", or_v2i16, 0, 4);
;C:   run("xor_v2i16", xor_v2i16, 0, 4);
;C:   run("shl_v2i16_var", shl_v2i16_var, 0, 4);
;C:   run("shl_v2i16_3", shl_v2i16_3, 0, 4);
;C:   run("shl_v2i16_15", shl_v2i16_15, 0, 4);
;C:   run("lshr_v2i16_var", lshr_v2i16_var, 0, 4);
;C:   run("lshr_v2i16_3", lshr_v2i16_3, 0, 4);
;C:   run("lshr_v2i16_15", lshr_v2i16_15, 0, 4);
;C:   run("ashr_v2i16_var", ashr_v2i16_var, 0, 4);
;C:   run("ashr_v2i16_3", ashr_v2i16_3, 0, 4);
;C:   run("ashr_v2i16_15", ashr_v2i16_15, 0, 4);
;C:   run("udiv_v2i16", udiv_v2i16, 0, 4);
;C:   run("sdiv_v2i16", sdiv_v2i16, 0, 4);
;C:   run("urem_v2i16", urem_v2i16, 0, 4);
;C:   run("add_v2i16_const", add_v2i16_const, 0, 4);
;C:   run("add_v2i8", add_v2i8, 0, 2);
;C:   run("sub_v2i8", sub_v2i8, 0, 2);
;C:   run("mul_v2i8", mul_v2i8, 0, 2);
;C:   run("and_v2i8", and_v2i8, 0, 2);
;C:   run("or_v2i8", or_v2i8, 0, 2);
;C:   run("xor_v2i8", xor_v2i8, 0, 2);
;C:   run("shl_v2i8_var", shl_v2i8_var, 0, 2);
;C:   run("shl_v2i8_3", shl_v2i8_3, 0, 2);
;C:   run("shl_v2i8_7", shl_v2i8_7, 0, 2);
;C:   run("lshr_v2i8_var", lshr_v2i8_var, 0, 2);
;C:   run("lshr_v2i8_3", lshr_v2i8_3, 0, 2);
;C:   run("lshr_v2i8_7", lshr_v2i8_7, 0, 2);
;C:   run("ashr_v2i8_var", ashr_v2i8_var, 0, 2);
;C:   run("ashr_v2i8_3", ashr_v2i8_3, 0, 2);
;C:   run("ashr_v2i8_7", ashr_v2i8_7, 0, 2);
;C:   run("udiv_v2i8", udiv_v2i8, 0, 2);
;C:   run("sdiv_v2i8", sdiv_v2i8, 0, 2);
;C:   run("urem_v2i8", urem_v2i8, 0, 2);
;C:   run("add_v2i8_const", add_v2i8_const, 0, 2);
;C:   run("fadd_v2f32", fadd_v2f32, 1, 8);
;C:   run("fsub_v2f32", fsub_v2f32, 1, 8);
;C:   run("fmul_v2f32", fmul_v2f32, 1, 8);
;C:   run("fdiv_v2f32", fdiv_v2f32, 1, 8);
;C:   run("fneg_v2f32", fneg_v2f32, 1, 8);
;C:   run("fconst_v2f32", fconst_v2f32, 1, 8);
;C:   run("reverse_v8i8", reverse_v8i8, 0, 8);
;C:   run("interleave_v8i8", interleave_v8i8, 0, 8);
;C:   run("concat_v4i16", concat_v4i16, 0, 16);
;C:   run("low_half_v16i8", low_half_v16i8, 0, 8);
;C:   run("splat_v2i32", splat_v2i32, 0, 8);
;C:   run("extract_v4i16", extract_v4i16, 0, 2);
;C:   run("extract_var_v8i8", extract_var_v8i8, 0, 1);
;C:   run("insert_v4i16", insert_v4i16, 0, 8);
;C:   run("bitcast_v8i8_v2i32", bitcast_v8i8_v2i32, 0, 8);
;C:   run("bitcast_v4i16_i64", bitcast_v4i16_i64, 0, 8);
;C:   run("bitcast_i64_v8i8", bitcast_i64_v8i8, 0, 8);
;C:   run("bitcast_v2f32_double", bitcast_v2f32_double, 1, 8);
;C:   run("bitcast_v2i32_v2f32", bitcast_v2i32_v2f32, 1, 8);
;C:   run("zext_v8i8", zext_v8i8, 0, 16);
;C:   run("sext_v4i16", sext_v4i16, 0, 16);
;C:   run("trunc_v8i16", trunc_v8i16, 0, 8);
;C:   run("const_store_v4i16", const_store_v4i16, 0, 8);
;C:   run("copy_v2i32", copy_v2i32, 0, 8);
;C:   run("icmp_select_v8i8", icmp_select_v8i8, 0, 8);
;C:   run("umin_v8i8", umin_v8i8, 0, 8);
;C:   run("smax_v4i16", smax_v4i16, 0, 8);
;C:   run("uaddsat_v8i8", uaddsat_v8i8, 0, 8);
;C:   run("reduce_add_v8i8", reduce_add_v8i8, 0, 1);
;C:   run("loop_v4i16", loop_v4i16, 0, 8);
;C:   run("loop_v2f32", loop_v2f32, 1, 8);
;C:   run("cmpsel_eq_v8i8", cmpsel_eq_v8i8, 0, 8);
;C:   run("cmpsel_ugt_v8i8", cmpsel_ugt_v8i8, 0, 8);
;C:   run("cmpsel_slt_v8i8", cmpsel_slt_v8i8, 0, 8);
;C:   run("cmpext_v8i8", cmpext_v8i8, 0, 16);
;C:   run("cmpbits_v8i8", cmpbits_v8i8, 0, 4);
;C:   run("cmpsel_ne_v4i16", cmpsel_ne_v4i16, 0, 8);
;C:   run("cmpsel_sge_v4i16", cmpsel_sge_v4i16, 0, 8);
;C:   run("cmpsel_ule_v4i16", cmpsel_ule_v4i16, 0, 8);
;C:   run("cmpext_v4i16", cmpext_v4i16, 0, 16);
;C:   run("cmpbits_v4i16", cmpbits_v4i16, 0, 4);
;C:   run("cmpsel_ne_v2i32", cmpsel_ne_v2i32, 0, 8);
;C:   run("cmpsel_sgt_v2i32", cmpsel_sgt_v2i32, 0, 8);
;C:   run("cmpsel_ult_v2i32", cmpsel_ult_v2i32, 0, 8);
;C:   run("cmpext_v2i32", cmpext_v2i32, 0, 16);
;C:   run("cmpbits_v2i32", cmpbits_v2i32, 0, 4);
;C:   run("cmpsel_eq_v4i8", cmpsel_eq_v4i8, 0, 4);
;C:   run("cmpsel_sgt_v4i8", cmpsel_sgt_v4i8, 0, 4);
;C:   run("cmpext_v4i8", cmpext_v4i8, 0, 8);
;C:   run("cmpbits_v4i8", cmpbits_v4i8, 0, 4);
;C:   run("fcmp_v2f32", fcmp_v2f32, 1, 8);
;C:   run("mul_zext_v2i32", mul_zext_v2i32, 0, 16);
;C:   run("mul_v2i64", mul_v2i64, 0, 16);
;C:   return 0; }

define void @add_v8i8(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <8 x i8>*
  %pa = bitcast i8* %qa to <8 x i8>*
  %pb = bitcast i8* %qb to <8 x i8>*
  %a = load <8 x i8>, <8 x i8>* %pa, align 1
  %b = load <8 x i8>, <8 x i8>* %pb, align 1
  %r = add <8 x i8> %a, %b
  store <8 x i8> %r, <8 x i8>* %po, align 1
  ret void
}

define void @sub_v8i8(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <8 x i8>*
  %pa = bitcast i8* %qa to <8 x i8>*
  %pb = bitcast i8* %qb to <8 x i8>*
  %a = load <8 x i8>, <8 x i8>* %pa, align 1
  %b = load <8 x i8>, <8 x i8>* %pb, align 1
  %r = sub <8 x i8> %a, %b
  store <8 x i8> %r, <8 x i8>* %po, align 1
  ret void
}

define void @mul_v8i8(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <8 x i8>*
  %pa = bitcast i8* %qa to <8 x i8>*
  %pb = bitcast i8* %qb to <8 x i8>*
  %a = load <8 x i8>, <8 x i8>* %pa, align 1
  %b = load <8 x i8>, <8 x i8>* %pb, align 1
  %r = mul <8 x i8> %a, %b
  store <8 x i8> %r, <8 x i8>* %po, align 1
  ret void
}

define void @and_v8i8(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <8 x i8>*
  %pa = bitcast i8* %qa to <8 x i8>*
  %pb = bitcast i8* %qb to <8 x i8>*
  %a = load <8 x i8>, <8 x i8>* %pa, align 1
  %b = load <8 x i8>, <8 x i8>* %pb, align 1
  %r = and <8 x i8> %a, %b
  store <8 x i8> %r, <8 x i8>* %po, align 1
  ret void
}

define void @or_v8i8(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <8 x i8>*
  %pa = bitcast i8* %qa to <8 x i8>*
  %pb = bitcast i8* %qb to <8 x i8>*
  %a = load <8 x i8>, <8 x i8>* %pa, align 1
  %b = load <8 x i8>, <8 x i8>* %pb, align 1
  %r = or <8 x i8> %a, %b
  store <8 x i8> %r, <8 x i8>* %po, align 1
  ret void
}

define void @xor_v8i8(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <8 x i8>*
  %pa = bitcast i8* %qa to <8 x i8>*
  %pb = bitcast i8* %qb to <8 x i8>*
  %a = load <8 x i8>, <8 x i8>* %pa, align 1
  %b = load <8 x i8>, <8 x i8>* %pb, align 1
  %r = xor <8 x i8> %a, %b
  store <8 x i8> %r, <8 x i8>* %po, align 1
  ret void
}

define void @shl_v8i8_var(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <8 x i8>*
  %pa = bitcast i8* %qa to <8 x i8>*
  %pb = bitcast i8* %qb to <8 x i8>*
  %a = load <8 x i8>, <8 x i8>* %pa, align 1
  %b = load <8 x i8>, <8 x i8>* %pb, align 1
  %c = and <8 x i8> %b, <i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7>
  %r = shl <8 x i8> %a, %c
  store <8 x i8> %r, <8 x i8>* %po, align 1
  ret void
}

define void @shl_v8i8_3(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <8 x i8>*
  %pa = bitcast i8* %qa to <8 x i8>*
  %pb = bitcast i8* %qb to <8 x i8>*
  %a = load <8 x i8>, <8 x i8>* %pa, align 1
  %b = load <8 x i8>, <8 x i8>* %pb, align 1
  %r = shl <8 x i8> %a, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  store <8 x i8> %r, <8 x i8>* %po, align 1
  ret void
}

define void @shl_v8i8_7(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <8 x i8>*
  %pa = bitcast i8* %qa to <8 x i8>*
  %pb = bitcast i8* %qb to <8 x i8>*
  %a = load <8 x i8>, <8 x i8>* %pa, align 1
  %b = load <8 x i8>, <8 x i8>* %pb, align 1
  %r = shl <8 x i8> %a, <i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7>
  store <8 x i8> %r, <8 x i8>* %po, align 1
  ret void
}

define void @lshr_v8i8_var(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <8 x i8>*
  %pa = bitcast i8* %qa to <8 x i8>*
  %pb = bitcast i8* %qb to <8 x i8>*
  %a = load <8 x i8>, <8 x i8>* %pa, align 1
  %b = load <8 x i8>, <8 x i8>* %pb, align 1
  %c = and <8 x i8> %b, <i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7>
  %r = lshr <8 x i8> %a, %c
  store <8 x i8> %r, <8 x i8>* %po, align 1
  ret void
}

define void @lshr_v8i8_3(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <8 x i8>*
  %pa = bitcast i8* %qa to <8 x i8>*
  %pb = bitcast i8* %qb to <8 x i8>*
  %a = load <8 x i8>, <8 x i8>* %pa, align 1
  %b = load <8 x i8>, <8 x i8>* %pb, align 1
  %r = lshr <8 x i8> %a, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  store <8 x i8> %r, <8 x i8>* %po, align 1
  ret void
}

define void @lshr_v8i8_7(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <8 x i8>*
  %pa = bitcast i8* %qa to <8 x i8>*
  %pb = bitcast i8* %qb to <8 x i8>*
  %a = load <8 x i8>, <8 x i8>* %pa, align 1
  %b = load <8 x i8>, <8 x i8>* %pb, align 1
  %r = lshr <8 x i8> %a, <i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7>
  store <8 x i8> %r, <8 x i8>* %po, align 1
  ret void
}

define void @ashr_v8i8_var(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <8 x i8>*
  %pa = bitcast i8* %qa to <8 x i8>*
  %pb = bitcast i8* %qb to <8 x i8>*
  %a = load <8 x i8>, <8 x i8>* %pa, align 1
  %b = load <8 x i8>, <8 x i8>* %pb, align 1
  %c = and <8 x i8> %b, <i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7>
  %r = ashr <8 x i8> %a, %c
  store <8 x i8> %r, <8 x i8>* %po, align 1
  ret void
}

define void @ashr_v8i8_3(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <8 x i8>*
  %pa = bitcast i8* %qa to <8 x i8>*
  %pb = bitcast i8* %qb to <8 x i8>*
  %a = load <8 x i8>, <8 x i8>* %pa, align 1
  %b = load <8 x i8>, <8 x i8>* %pb, align 1
  %r = ashr <8 x i8> %a, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  store <8 x i8> %r, <8 x i8>* %po, align 1
  ret void
}

define void @ashr_v8i8_7(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <8 x i8>*
  %pa = bitcast i8* %qa to <8 x i8>*
  %pb = bitcast i8* %qb to <8 x i8>*
  %a = load <8 x i8>, <8 x i8>* %pa, align 1
  %b = load <8 x i8>, <8 x i8>* %pb, align 1
  %r = ashr <8 x i8> %a, <i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7>
  store <8 x i8> %r, <8 x i8>* %po, align 1
  ret void
}

define void @udiv_v8i8(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <8 x i8>*
  %pa = bitcast i8* %qa to <8 x i8>*
  %pb = bitcast i8* %qb to <8 x i8>*
  %a = load <8 x i8>, <8 x i8>* %pa, align 1
  %b = load <8 x i8>, <8 x i8>* %pb, align 1
  %c = or <8 x i8> %b, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>
  %r = udiv <8 x i8> %a, %c
  store <8 x i8> %r, <8 x i8>* %po, align 1
  ret void
}

define void @sdiv_v8i8(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <8 x i8>*
  %pa = bitcast i8* %qa to <8 x i8>*
  %pb = bitcast i8* %qb to <8 x i8>*
  %a = load <8 x i8>, <8 x i8>* %pa, align 1
  %b = load <8 x i8>, <8 x i8>* %pb, align 1
  %m = and <8 x i8> %b, <i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63>
  %c = or <8 x i8> %m, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>
  %r = sdiv <8 x i8> %a, %c
  store <8 x i8> %r, <8 x i8>* %po, align 1
  ret void
}

define void @urem_v8i8(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <8 x i8>*
  %pa = bitcast i8* %qa to <8 x i8>*
  %pb = bitcast i8* %qb to <8 x i8>*
  %a = load <8 x i8>, <8 x i8>* %pa, align 1
  %b = load <8 x i8>, <8 x i8>* %pb, align 1
  %c = or <8 x i8> %b, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>
  %r = urem <8 x i8> %a, %c
  store <8 x i8> %r, <8 x i8>* %po, align 1
  ret void
}

define void @add_v8i8_const(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <8 x i8>*
  %pa = bitcast i8* %qa to <8 x i8>*
  %pb = bitcast i8* %qb to <8 x i8>*
  %a = load <8 x i8>, <8 x i8>* %pa, align 1
  %b = load <8 x i8>, <8 x i8>* %pb, align 1
  %r = add <8 x i8> %a, <i8 -5, i8 32, i8 69, i8 106, i8 143, i8 180, i8 217, i8 254>
  store <8 x i8> %r, <8 x i8>* %po, align 1
  ret void
}

define void @add_v4i16(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <4 x i16>*
  %pa = bitcast i8* %qa to <4 x i16>*
  %pb = bitcast i8* %qb to <4 x i16>*
  %a = load <4 x i16>, <4 x i16>* %pa, align 1
  %b = load <4 x i16>, <4 x i16>* %pb, align 1
  %r = add <4 x i16> %a, %b
  store <4 x i16> %r, <4 x i16>* %po, align 1
  ret void
}

define void @sub_v4i16(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <4 x i16>*
  %pa = bitcast i8* %qa to <4 x i16>*
  %pb = bitcast i8* %qb to <4 x i16>*
  %a = load <4 x i16>, <4 x i16>* %pa, align 1
  %b = load <4 x i16>, <4 x i16>* %pb, align 1
  %r = sub <4 x i16> %a, %b
  store <4 x i16> %r, <4 x i16>* %po, align 1
  ret void
}

define void @mul_v4i16(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <4 x i16>*
  %pa = bitcast i8* %qa to <4 x i16>*
  %pb = bitcast i8* %qb to <4 x i16>*
  %a = load <4 x i16>, <4 x i16>* %pa, align 1
  %b = load <4 x i16>, <4 x i16>* %pb, align 1
  %r = mul <4 x i16> %a, %b
  store <4 x i16> %r, <4 x i16>* %po, align 1
  ret void
}

define void @and_v4i16(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <4 x i16>*
  %pa = bitcast i8* %qa to <4 x i16>*
  %pb = bitcast i8* %qb to <4 x i16>*
  %a = load <4 x i16>, <4 x i16>* %pa, align 1
  %b = load <4 x i16>, <4 x i16>* %pb, align 1
  %r = and <4 x i16> %a, %b
  store <4 x i16> %r, <4 x i16>* %po, align 1
  ret void
}

define void @or_v4i16(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <4 x i16>*
  %pa = bitcast i8* %qa to <4 x i16>*
  %pb = bitcast i8* %qb to <4 x i16>*
  %a = load <4 x i16>, <4 x i16>* %pa, align 1
  %b = load <4 x i16>, <4 x i16>* %pb, align 1
  %r = or <4 x i16> %a, %b
  store <4 x i16> %r, <4 x i16>* %po, align 1
  ret void
}

define void @xor_v4i16(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <4 x i16>*
  %pa = bitcast i8* %qa to <4 x i16>*
  %pb = bitcast i8* %qb to <4 x i16>*
  %a = load <4 x i16>, <4 x i16>* %pa, align 1
  %b = load <4 x i16>, <4 x i16>* %pb, align 1
  %r = xor <4 x i16> %a, %b
  store <4 x i16> %r, <4 x i16>* %po, align 1
  ret void
}

define void @shl_v4i16_var(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <4 x i16>*
  %pa = bitcast i8* %qa to <4 x i16>*
  %pb = bitcast i8* %qb to <4 x i16>*
  %a = load <4 x i16>, <4 x i16>* %pa, align 1
  %b = load <4 x i16>, <4 x i16>* %pb, align 1
  %c = and <4 x i16> %b, <i16 15, i16 15, i16 15, i16 15>
  %r = shl <4 x i16> %a, %c
  store <4 x i16> %r, <4 x i16>* %po, align 1
  ret void
}

define void @shl_v4i16_3(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <4 x i16>*
  %pa = bitcast i8* %qa to <4 x i16>*
  %pb = bitcast i8* %qb to <4 x i16>*
  %a = load <4 x i16>, <4 x i16>* %pa, align 1
  %b = load <4 x i16>, <4 x i16>* %pb, align 1
  %r = shl <4 x i16> %a, <i16 3, i16 3, i16 3, i16 3>
  store <4 x i16> %r, <4 x i16>* %po, align 1
  ret void
}

define void @shl_v4i16_15(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <4 x i16>*
  %pa = bitcast i8* %qa to <4 x i16>*
  %pb = bitcast i8* %qb to <4 x i16>*
  %a = load <4 x i16>, <4 x i16>* %pa, align 1
  %b = load <4 x i16>, <4 x i16>* %pb, align 1
  %r = shl <4 x i16> %a, <i16 15, i16 15, i16 15, i16 15>
  store <4 x i16> %r, <4 x i16>* %po, align 1
  ret void
}

define void @lshr_v4i16_var(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <4 x i16>*
  %pa = bitcast i8* %qa to <4 x i16>*
  %pb = bitcast i8* %qb to <4 x i16>*
  %a = load <4 x i16>, <4 x i16>* %pa, align 1
  %b = load <4 x i16>, <4 x i16>* %pb, align 1
  %c = and <4 x i16> %b, <i16 15, i16 15, i16 15, i16 15>
  %r = lshr <4 x i16> %a, %c
  store <4 x i16> %r, <4 x i16>* %po, align 1
  ret void
}

define void @lshr_v4i16_3(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <4 x i16>*
  %pa = bitcast i8* %qa to <4 x i16>*
  %pb = bitcast i8* %qb to <4 x i16>*
  %a = load <4 x i16>, <4 x i16>* %pa, align 1
  %b = load <4 x i16>, <4 x i16>* %pb, align 1
  %r = lshr <4 x i16> %a, <i16 3, i16 3, i16 3, i16 3>
  store <4 x i16> %r, <4 x i16>* %po, align 1
  ret void
}

define void @lshr_v4i16_15(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <4 x i16>*
  %pa = bitcast i8* %qa to <4 x i16>*
  %pb = bitcast i8* %qb to <4 x i16>*
  %a = load <4 x i16>, <4 x i16>* %pa, align 1
  %b = load <4 x i16>, <4 x i16>* %pb, align 1
  %r = lshr <4 x i16> %a, <i16 15, i16 15, i16 15, i16 15>
  store <4 x i16> %r, <4 x i16>* %po, align 1
  ret void
}

define void @ashr_v4i16_var(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <4 x i16>*
  %pa = bitcast i8* %qa to <4 x i16>*
  %pb = bitcast i8* %qb to <4 x i16>*
  %a = load <4 x i16>, <4 x i16>* %pa, align 1
  %b = load <4 x i16>, <4 x i16>* %pb, align 1
  %c = and <4 x i16> %b, <i16 15, i16 15, i16 15, i16 15>
  %r = ashr <4 x i16> %a, %c
  store <4 x i16> %r, <4 x i16>* %po, align 1
  ret void
}

define void @ashr_v4i16_3(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <4 x i16>*
  %pa = bitcast i8* %qa to <4 x i16>*
  %pb = bitcast i8* %qb to <4 x i16>*
  %a = load <4 x i16>, <4 x i16>* %pa, align 1
  %b = load <4 x i16>, <4 x i16>* %pb, align 1
  %r = ashr <4 x i16> %a, <i16 3, i16 3, i16 3, i16 3>
  store <4 x i16> %r, <4 x i16>* %po, align 1
  ret void
}

define void @ashr_v4i16_15(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <4 x i16>*
  %pa = bitcast i8* %qa to <4 x i16>*
  %pb = bitcast i8* %qb to <4 x i16>*
  %a = load <4 x i16>, <4 x i16>* %pa, align 1
  %b = load <4 x i16>, <4 x i16>* %pb, align 1
  %r = ashr <4 x i16> %a, <i16 15, i16 15, i16 15, i16 15>
  store <4 x i16> %r, <4 x i16>* %po, align 1
  ret void
}

define void @udiv_v4i16(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <4 x i16>*
  %pa = bitcast i8* %qa to <4 x i16>*
  %pb = bitcast i8* %qb to <4 x i16>*
  %a = load <4 x i16>, <4 x i16>* %pa, align 1
  %b = load <4 x i16>, <4 x i16>* %pb, align 1
  %c = or <4 x i16> %b, <i16 1, i16 1, i16 1, i16 1>
  %r = udiv <4 x i16> %a, %c
  store <4 x i16> %r, <4 x i16>* %po, align 1
  ret void
}

define void @sdiv_v4i16(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <4 x i16>*
  %pa = bitcast i8* %qa to <4 x i16>*
  %pb = bitcast i8* %qb to <4 x i16>*
  %a = load <4 x i16>, <4 x i16>* %pa, align 1
  %b = load <4 x i16>, <4 x i16>* %pb, align 1
  %m = and <4 x i16> %b, <i16 63, i16 63, i16 63, i16 63>
  %c = or <4 x i16> %m, <i16 1, i16 1, i16 1, i16 1>
  %r = sdiv <4 x i16> %a, %c
  store <4 x i16> %r, <4 x i16>* %po, align 1
  ret void
}

define void @urem_v4i16(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <4 x i16>*
  %pa = bitcast i8* %qa to <4 x i16>*
  %pb = bitcast i8* %qb to <4 x i16>*
  %a = load <4 x i16>, <4 x i16>* %pa, align 1
  %b = load <4 x i16>, <4 x i16>* %pb, align 1
  %c = or <4 x i16> %b, <i16 1, i16 1, i16 1, i16 1>
  %r = urem <4 x i16> %a, %c
  store <4 x i16> %r, <4 x i16>* %po, align 1
  ret void
}

define void @add_v4i16_const(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <4 x i16>*
  %pa = bitcast i8* %qa to <4 x i16>*
  %pb = bitcast i8* %qb to <4 x i16>*
  %a = load <4 x i16>, <4 x i16>* %pa, align 1
  %b = load <4 x i16>, <4 x i16>* %pb, align 1
  %r = add <4 x i16> %a, <i16 -5, i16 32, i16 69, i16 106>
  store <4 x i16> %r, <4 x i16>* %po, align 1
  ret void
}

define void @add_v2i32(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <2 x i32>*
  %pa = bitcast i8* %qa to <2 x i32>*
  %pb = bitcast i8* %qb to <2 x i32>*
  %a = load <2 x i32>, <2 x i32>* %pa, align 1
  %b = load <2 x i32>, <2 x i32>* %pb, align 1
  %r = add <2 x i32> %a, %b
  store <2 x i32> %r, <2 x i32>* %po, align 1
  ret void
}

define void @sub_v2i32(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <2 x i32>*
  %pa = bitcast i8* %qa to <2 x i32>*
  %pb = bitcast i8* %qb to <2 x i32>*
  %a = load <2 x i32>, <2 x i32>* %pa, align 1
  %b = load <2 x i32>, <2 x i32>* %pb, align 1
  %r = sub <2 x i32> %a, %b
  store <2 x i32> %r, <2 x i32>* %po, align 1
  ret void
}

define void @mul_v2i32(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <2 x i32>*
  %pa = bitcast i8* %qa to <2 x i32>*
  %pb = bitcast i8* %qb to <2 x i32>*
  %a = load <2 x i32>, <2 x i32>* %pa, align 1
  %b = load <2 x i32>, <2 x i32>* %pb, align 1
  %r = mul <2 x i32> %a, %b
  store <2 x i32> %r, <2 x i32>* %po, align 1
  ret void
}

define void @and_v2i32(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <2 x i32>*
  %pa = bitcast i8* %qa to <2 x i32>*
  %pb = bitcast i8* %qb to <2 x i32>*
  %a = load <2 x i32>, <2 x i32>* %pa, align 1
  %b = load <2 x i32>, <2 x i32>* %pb, align 1
  %r = and <2 x i32> %a, %b
  store <2 x i32> %r, <2 x i32>* %po, align 1
  ret void
}

define void @or_v2i32(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <2 x i32>*
  %pa = bitcast i8* %qa to <2 x i32>*
  %pb = bitcast i8* %qb to <2 x i32>*
  %a = load <2 x i32>, <2 x i32>* %pa, align 1
  %b = load <2 x i32>, <2 x i32>* %pb, align 1
  %r = or <2 x i32> %a, %b
  store <2 x i32> %r, <2 x i32>* %po, align 1
  ret void
}

define void @xor_v2i32(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <2 x i32>*
  %pa = bitcast i8* %qa to <2 x i32>*
  %pb = bitcast i8* %qb to <2 x i32>*
  %a = load <2 x i32>, <2 x i32>* %pa, align 1
  %b = load <2 x i32>, <2 x i32>* %pb, align 1
  %r = xor <2 x i32> %a, %b
  store <2 x i32> %r, <2 x i32>* %po, align 1
  ret void
}

define void @shl_v2i32_var(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <2 x i32>*
  %pa = bitcast i8* %qa to <2 x i32>*
  %pb = bitcast i8* %qb to <2 x i32>*
  %a = load <2 x i32>, <2 x i32>* %pa, align 1
  %b = load <2 x i32>, <2 x i32>* %pb, align 1
  %c = and <2 x i32> %b, <i32 31, i32 31>
  %r = shl <2 x i32> %a, %c
  store <2 x i32> %r, <2 x i32>* %po, align 1
  ret void
}

define void @shl_v2i32_3(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <2 x i32>*
  %pa = bitcast i8* %qa to <2 x i32>*
  %pb = bitcast i8* %qb to <2 x i32>*
  %a = load <2 x i32>, <2 x i32>* %pa, align 1
  %b = load <2 x i32>, <2 x i32>* %pb, align 1
  %r = shl <2 x i32> %a, <i32 3, i32 3>
  store <2 x i32> %r, <2 x i32>* %po, align 1
  ret void
}

define void @shl_v2i32_31(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <2 x i32>*
  %pa = bitcast i8* %qa to <2 x i32>*
  %pb = bitcast i8* %qb to <2 x i32>*
  %a = load <2 x i32>, <2 x i32>* %pa, align 1
  %b = load <2 x i32>, <2 x i32>* %pb, align 1
  %r = shl <2 x i32> %a, <i32 31, i32 31>
  store <2 x i32> %r, <2 x i32>* %po, align 1
  ret void
}

define void @lshr_v2i32_var(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <2 x i32>*
  %pa = bitcast i8* %qa to <2 x i32>*
  %pb = bitcast i8* %qb to <2 x i32>*
  %a = load <2 x i32>, <2 x i32>* %pa, align 1
  %b = load <2 x i32>, <2 x i32>* %pb, align 1
  %c = and <2 x i32> %b, <i32 31, i32 31>
  %r = lshr <2 x i32> %a, %c
  store <2 x i32> %r, <2 x i32>* %po, align 1
  ret void
}

define void @lshr_v2i32_3(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <2 x i32>*
  %pa = bitcast i8* %qa to <2 x i32>*
  %pb = bitcast i8* %qb to <2 x i32>*
  %a = load <2 x i32>, <2 x i32>* %pa, align 1
  %b = load <2 x i32>, <2 x i32>* %pb, align 1
  %r = lshr <2 x i32> %a, <i32 3, i32 3>
  store <2 x i32> %r, <2 x i32>* %po, align 1
  ret void
}

define void @lshr_v2i32_31(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <2 x i32>*
  %pa = bitcast i8* %qa to <2 x i32>*
  %pb = bitcast i8* %qb to <2 x i32>*
  %a = load <2 x i32>, <2 x i32>* %pa, align 1
  %b = load <2 x i32>, <2 x i32>* %pb, align 1
  %r = lshr <2 x i32> %a, <i32 31, i32 31>
  store <2 x i32> %r, <2 x i32>* %po, align 1
  ret void
}

define void @ashr_v2i32_var(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <2 x i32>*
  %pa = bitcast i8* %qa to <2 x i32>*
  %pb = bitcast i8* %qb to <2 x i32>*
  %a = load <2 x i32>, <2 x i32>* %pa, align 1
  %b = load <2 x i32>, <2 x i32>* %pb, align 1
  %c = and <2 x i32> %b, <i32 31, i32 31>
  %r = ashr <2 x i32> %a, %c
  store <2 x i32> %r, <2 x i32>* %po, align 1
  ret void
}

define void @ashr_v2i32_3(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <2 x i32>*
  %pa = bitcast i8* %qa to <2 x i32>*
  %pb = bitcast i8* %qb to <2 x i32>*
  %a = load <2 x i32>, <2 x i32>* %pa, align 1
  %b = load <2 x i32>, <2 x i32>* %pb, align 1
  %r = ashr <2 x i32> %a, <i32 3, i32 3>
  store <2 x i32> %r, <2 x i32>* %po, align 1
  ret void
}

define void @ashr_v2i32_31(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <2 x i32>*
  %pa = bitcast i8* %qa to <2 x i32>*
  %pb = bitcast i8* %qb to <2 x i32>*
  %a = load <2 x i32>, <2 x i32>* %pa, align 1
  %b = load <2 x i32>, <2 x i32>* %pb, align 1
  %r = ashr <2 x i32> %a, <i32 31, i32 31>
  store <2 x i32> %r, <2 x i32>* %po, align 1
  ret void
}

define void @udiv_v2i32(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <2 x i32>*
  %pa = bitcast i8* %qa to <2 x i32>*
  %pb = bitcast i8* %qb to <2 x i32>*
  %a = load <2 x i32>, <2 x i32>* %pa, align 1
  %b = load <2 x i32>, <2 x i32>* %pb, align 1
  %c = or <2 x i32> %b, <i32 1, i32 1>
  %r = udiv <2 x i32> %a, %c
  store <2 x i32> %r, <2 x i32>* %po, align 1
  ret void
}

define void @sdiv_v2i32(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <2 x i32>*
  %pa = bitcast i8* %qa to <2 x i32>*
  %pb = bitcast i8* %qb to <2 x i32>*
  %a = load <2 x i32>, <2 x i32>* %pa, align 1
  %b = load <2 x i32>, <2 x i32>* %pb, align 1
  %m = and <2 x i32> %b, <i32 63, i32 63>
  %c = or <2 x i32> %m, <i32 1, i32 1>
  %r = sdiv <2 x i32> %a, %c
  store <2 x i32> %r, <2 x i32>* %po, align 1
  ret void
}

define void @urem_v2i32(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <2 x i32>*
  %pa = bitcast i8* %qa to <2 x i32>*
  %pb = bitcast i8* %qb to <2 x i32>*
  %a = load <2 x i32>, <2 x i32>* %pa, align 1
  %b = load <2 x i32>, <2 x i32>* %pb, align 1
  %c = or <2 x i32> %b, <i32 1, i32 1>
  %r = urem <2 x i32> %a, %c
  store <2 x i32> %r, <2 x i32>* %po, align 1
  ret void
}

define void @add_v2i32_const(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <2 x i32>*
  %pa = bitcast i8* %qa to <2 x i32>*
  %pb = bitcast i8* %qb to <2 x i32>*
  %a = load <2 x i32>, <2 x i32>* %pa, align 1
  %b = load <2 x i32>, <2 x i32>* %pb, align 1
  %r = add <2 x i32> %a, <i32 -5, i32 32>
  store <2 x i32> %r, <2 x i32>* %po, align 1
  ret void
}

define void @add_v4i8(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <4 x i8>*
  %pa = bitcast i8* %qa to <4 x i8>*
  %pb = bitcast i8* %qb to <4 x i8>*
  %a = load <4 x i8>, <4 x i8>* %pa, align 1
  %b = load <4 x i8>, <4 x i8>* %pb, align 1
  %r = add <4 x i8> %a, %b
  store <4 x i8> %r, <4 x i8>* %po, align 1
  ret void
}

define void @sub_v4i8(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <4 x i8>*
  %pa = bitcast i8* %qa to <4 x i8>*
  %pb = bitcast i8* %qb to <4 x i8>*
  %a = load <4 x i8>, <4 x i8>* %pa, align 1
  %b = load <4 x i8>, <4 x i8>* %pb, align 1
  %r = sub <4 x i8> %a, %b
  store <4 x i8> %r, <4 x i8>* %po, align 1
  ret void
}

define void @mul_v4i8(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <4 x i8>*
  %pa = bitcast i8* %qa to <4 x i8>*
  %pb = bitcast i8* %qb to <4 x i8>*
  %a = load <4 x i8>, <4 x i8>* %pa, align 1
  %b = load <4 x i8>, <4 x i8>* %pb, align 1
  %r = mul <4 x i8> %a, %b
  store <4 x i8> %r, <4 x i8>* %po, align 1
  ret void
}

define void @and_v4i8(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <4 x i8>*
  %pa = bitcast i8* %qa to <4 x i8>*
  %pb = bitcast i8* %qb to <4 x i8>*
  %a = load <4 x i8>, <4 x i8>* %pa, align 1
  %b = load <4 x i8>, <4 x i8>* %pb, align 1
  %r = and <4 x i8> %a, %b
  store <4 x i8> %r, <4 x i8>* %po, align 1
  ret void
}

define void @or_v4i8(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <4 x i8>*
  %pa = bitcast i8* %qa to <4 x i8>*
  %pb = bitcast i8* %qb to <4 x i8>*
  %a = load <4 x i8>, <4 x i8>* %pa, align 1
  %b = load <4 x i8>, <4 x i8>* %pb, align 1
  %r = or <4 x i8> %a, %b
  store <4 x i8> %r, <4 x i8>* %po, align 1
  ret void
}

define void @xor_v4i8(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <4 x i8>*
  %pa = bitcast i8* %qa to <4 x i8>*
  %pb = bitcast i8* %qb to <4 x i8>*
  %a = load <4 x i8>, <4 x i8>* %pa, align 1
  %b = load <4 x i8>, <4 x i8>* %pb, align 1
  %r = xor <4 x i8> %a, %b
  store <4 x i8> %r, <4 x i8>* %po, align 1
  ret void
}

define void @shl_v4i8_var(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <4 x i8>*
  %pa = bitcast i8* %qa to <4 x i8>*
  %pb = bitcast i8* %qb to <4 x i8>*
  %a = load <4 x i8>, <4 x i8>* %pa, align 1
  %b = load <4 x i8>, <4 x i8>* %pb, align 1
  %c = and <4 x i8> %b, <i8 7, i8 7, i8 7, i8 7>
  %r = shl <4 x i8> %a, %c
  store <4 x i8> %r, <4 x i8>* %po, align 1
  ret void
}

define void @shl_v4i8_3(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <4 x i8>*
  %pa = bitcast i8* %qa to <4 x i8>*
  %pb = bitcast i8* %qb to <4 x i8>*
  %a = load <4 x i8>, <4 x i8>* %pa, align 1
  %b = load <4 x i8>, <4 x i8>* %pb, align 1
  %r = shl <4 x i8> %a, <i8 3, i8 3, i8 3, i8 3>
  store <4 x i8> %r, <4 x i8>* %po, align 1
  ret void
}

define void @shl_v4i8_7(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <4 x i8>*
  %pa = bitcast i8* %qa to <4 x i8>*
  %pb = bitcast i8* %qb to <4 x i8>*
  %a = load <4 x i8>, <4 x i8>* %pa, align 1
  %b = load <4 x i8>, <4 x i8>* %pb, align 1
  %r = shl <4 x i8> %a, <i8 7, i8 7, i8 7, i8 7>
  store <4 x i8> %r, <4 x i8>* %po, align 1
  ret void
}

define void @lshr_v4i8_var(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <4 x i8>*
  %pa = bitcast i8* %qa to <4 x i8>*
  %pb = bitcast i8* %qb to <4 x i8>*
  %a = load <4 x i8>, <4 x i8>* %pa, align 1
  %b = load <4 x i8>, <4 x i8>* %pb, align 1
  %c = and <4 x i8> %b, <i8 7, i8 7, i8 7, i8 7>
  %r = lshr <4 x i8> %a, %c
  store <4 x i8> %r, <4 x i8>* %po, align 1
  ret void
}

define void @lshr_v4i8_3(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <4 x i8>*
  %pa = bitcast i8* %qa to <4 x i8>*
  %pb = bitcast i8* %qb to <4 x i8>*
  %a = load <4 x i8>, <4 x i8>* %pa, align 1
  %b = load <4 x i8>, <4 x i8>* %pb, align 1
  %r = lshr <4 x i8> %a, <i8 3, i8 3, i8 3, i8 3>
  store <4 x i8> %r, <4 x i8>* %po, align 1
  ret void
}

define void @lshr_v4i8_7(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <4 x i8>*
  %pa = bitcast i8* %qa to <4 x i8>*
  %pb = bitcast i8* %qb to <4 x i8>*
  %a = load <4 x i8>, <4 x i8>* %pa, align 1
  %b = load <4 x i8>, <4 x i8>* %pb, align 1
  %r = lshr <4 x i8> %a, <i8 7, i8 7, i8 7, i8 7>
  store <4 x i8> %r, <4 x i8>* %po, align 1
  ret void
}

define void @ashr_v4i8_var(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <4 x i8>*
  %pa = bitcast i8* %qa to <4 x i8>*
  %pb = bitcast i8* %qb to <4 x i8>*
  %a = load <4 x i8>, <4 x i8>* %pa, align 1
  %b = load <4 x i8>, <4 x i8>* %pb, align 1
  %c = and <4 x i8> %b, <i8 7, i8 7, i8 7, i8 7>
  %r = ashr <4 x i8> %a, %c
  store <4 x i8> %r, <4 x i8>* %po, align 1
  ret void
}

define void @ashr_v4i8_3(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <4 x i8>*
  %pa = bitcast i8* %qa to <4 x i8>*
  %pb = bitcast i8* %qb to <4 x i8>*
  %a = load <4 x i8>, <4 x i8>* %pa, align 1
  %b = load <4 x i8>, <4 x i8>* %pb, align 1
  %r = ashr <4 x i8> %a, <i8 3, i8 3, i8 3, i8 3>
  store <4 x i8> %r, <4 x i8>* %po, align 1
  ret void
}

define void @ashr_v4i8_7(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <4 x i8>*
  %pa = bitcast i8* %qa to <4 x i8>*
  %pb = bitcast i8* %qb to <4 x i8>*
  %a = load <4 x i8>, <4 x i8>* %pa, align 1
  %b = load <4 x i8>, <4 x i8>* %pb, align 1
  %r = ashr <4 x i8> %a, <i8 7, i8 7, i8 7, i8 7>
  store <4 x i8> %r, <4 x i8>* %po, align 1
  ret void
}

define void @udiv_v4i8(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <4 x i8>*
  %pa = bitcast i8* %qa to <4 x i8>*
  %pb = bitcast i8* %qb to <4 x i8>*
  %a = load <4 x i8>, <4 x i8>* %pa, align 1
  %b = load <4 x i8>, <4 x i8>* %pb, align 1
  %c = or <4 x i8> %b, <i8 1, i8 1, i8 1, i8 1>
  %r = udiv <4 x i8> %a, %c
  store <4 x i8> %r, <4 x i8>* %po, align 1
  ret void
}

define void @sdiv_v4i8(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <4 x i8>*
  %pa = bitcast i8* %qa to <4 x i8>*
  %pb = bitcast i8* %qb to <4 x i8>*
  %a = load <4 x i8>, <4 x i8>* %pa, align 1
  %b = load <4 x i8>, <4 x i8>* %pb, align 1
  %m = and <4 x i8> %b, <i8 63, i8 63, i8 63, i8 63>
  %c = or <4 x i8> %m, <i8 1, i8 1, i8 1, i8 1>
  %r = sdiv <4 x i8> %a, %c
  store <4 x i8> %r, <4 x i8>* %po, align 1
  ret void
}

define void @urem_v4i8(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <4 x i8>*
  %pa = bitcast i8* %qa to <4 x i8>*
  %pb = bitcast i8* %qb to <4 x i8>*
  %a = load <4 x i8>, <4 x i8>* %pa, align 1
  %b = load <4 x i8>, <4 x i8>* %pb, align 1
  %c = or <4 x i8> %b, <i8 1, i8 1, i8 1, i8 1>
  %r = urem <4 x i8> %a, %c
  store <4 x i8> %r, <4 x i8>* %po, align 1
  ret void
}

define void @add_v4i8_const(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <4 x i8>*
  %pa = bitcast i8* %qa to <4 x i8>*
  %pb = bitcast i8* %qb to <4 x i8>*
  %a = load <4 x i8>, <4 x i8>* %pa, align 1
  %b = load <4 x i8>, <4 x i8>* %pb, align 1
  %r = add <4 x i8> %a, <i8 -5, i8 32, i8 69, i8 106>
  store <4 x i8> %r, <4 x i8>* %po, align 1
  ret void
}

define void @add_v2i16(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <2 x i16>*
  %pa = bitcast i8* %qa to <2 x i16>*
  %pb = bitcast i8* %qb to <2 x i16>*
  %a = load <2 x i16>, <2 x i16>* %pa, align 1
  %b = load <2 x i16>, <2 x i16>* %pb, align 1
  %r = add <2 x i16> %a, %b
  store <2 x i16> %r, <2 x i16>* %po, align 1
  ret void
}

define void @sub_v2i16(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <2 x i16>*
  %pa = bitcast i8* %qa to <2 x i16>*
  %pb = bitcast i8* %qb to <2 x i16>*
  %a = load <2 x i16>, <2 x i16>* %pa, align 1
  %b = load <2 x i16>, <2 x i16>* %pb, align 1
  %r = sub <2 x i16> %a, %b
  store <2 x i16> %r, <2 x i16>* %po, align 1
  ret void
}

define void @mul_v2i16(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <2 x i16>*
  %pa = bitcast i8* %qa to <2 x i16>*
  %pb = bitcast i8* %qb to <2 x i16>*
  %a = load <2 x i16>, <2 x i16>* %pa, align 1
  %b = load <2 x i16>, <2 x i16>* %pb, align 1
  %r = mul <2 x i16> %a, %b
  store <2 x i16> %r, <2 x i16>* %po, align 1
  ret void
}

define void @and_v2i16(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <2 x i16>*
  %pa = bitcast i8* %qa to <2 x i16>*
  %pb = bitcast i8* %qb to <2 x i16>*
  %a = load <2 x i16>, <2 x i16>* %pa, align 1
  %b = load <2 x i16>, <2 x i16>* %pb, align 1
  %r = and <2 x i16> %a, %b
  store <2 x i16> %r, <2 x i16>* %po, align 1
  ret void
}

define void @or_v2i16(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <2 x i16>*
  %pa = bitcast i8* %qa to <2 x i16>*
  %pb = bitcast i8* %qb to <2 x i16>*
  %a = load <2 x i16>, <2 x i16>* %pa, align 1
  %b = load <2 x i16>, <2 x i16>* %pb, align 1
  %r = or <2 x i16> %a, %b
  store <2 x i16> %r, <2 x i16>* %po, align 1
  ret void
}

define void @xor_v2i16(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <2 x i16>*
  %pa = bitcast i8* %qa to <2 x i16>*
  %pb = bitcast i8* %qb to <2 x i16>*
  %a = load <2 x i16>, <2 x i16>* %pa, align 1
  %b = load <2 x i16>, <2 x i16>* %pb, align 1
  %r = xor <2 x i16> %a, %b
  store <2 x i16> %r, <2 x i16>* %po, align 1
  ret void
}

define void @shl_v2i16_var(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <2 x i16>*
  %pa = bitcast i8* %qa to <2 x i16>*
  %pb = bitcast i8* %qb to <2 x i16>*
  %a = load <2 x i16>, <2 x i16>* %pa, align 1
  %b = load <2 x i16>, <2 x i16>* %pb, align 1
  %c = and <2 x i16> %b, <i16 15, i16 15>
  %r = shl <2 x i16> %a, %c
  store <2 x i16> %r, <2 x i16>* %po, align 1
  ret void
}

define void @shl_v2i16_3(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <2 x i16>*
  %pa = bitcast i8* %qa to <2 x i16>*
  %pb = bitcast i8* %qb to <2 x i16>*
  %a = load <2 x i16>, <2 x i16>* %pa, align 1
  %b = load <2 x i16>, <2 x i16>* %pb, align 1
  %r = shl <2 x i16> %a, <i16 3, i16 3>
  store <2 x i16> %r, <2 x i16>* %po, align 1
  ret void
}

define void @shl_v2i16_15(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <2 x i16>*
  %pa = bitcast i8* %qa to <2 x i16>*
  %pb = bitcast i8* %qb to <2 x i16>*
  %a = load <2 x i16>, <2 x i16>* %pa, align 1
  %b = load <2 x i16>, <2 x i16>* %pb, align 1
  %r = shl <2 x i16> %a, <i16 15, i16 15>
  store <2 x i16> %r, <2 x i16>* %po, align 1
  ret void
}

define void @lshr_v2i16_var(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <2 x i16>*
  %pa = bitcast i8* %qa to <2 x i16>*
  %pb = bitcast i8* %qb to <2 x i16>*
  %a = load <2 x i16>, <2 x i16>* %pa, align 1
  %b = load <2 x i16>, <2 x i16>* %pb, align 1
  %c = and <2 x i16> %b, <i16 15, i16 15>
  %r = lshr <2 x i16> %a, %c
  store <2 x i16> %r, <2 x i16>* %po, align 1
  ret void
}

define void @lshr_v2i16_3(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <2 x i16>*
  %pa = bitcast i8* %qa to <2 x i16>*
  %pb = bitcast i8* %qb to <2 x i16>*
  %a = load <2 x i16>, <2 x i16>* %pa, align 1
  %b = load <2 x i16>, <2 x i16>* %pb, align 1
  %r = lshr <2 x i16> %a, <i16 3, i16 3>
  store <2 x i16> %r, <2 x i16>* %po, align 1
  ret void
}

define void @lshr_v2i16_15(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <2 x i16>*
  %pa = bitcast i8* %qa to <2 x i16>*
  %pb = bitcast i8* %qb to <2 x i16>*
  %a = load <2 x i16>, <2 x i16>* %pa, align 1
  %b = load <2 x i16>, <2 x i16>* %pb, align 1
  %r = lshr <2 x i16> %a, <i16 15, i16 15>
  store <2 x i16> %r, <2 x i16>* %po, align 1
  ret void
}

define void @ashr_v2i16_var(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <2 x i16>*
  %pa = bitcast i8* %qa to <2 x i16>*
  %pb = bitcast i8* %qb to <2 x i16>*
  %a = load <2 x i16>, <2 x i16>* %pa, align 1
  %b = load <2 x i16>, <2 x i16>* %pb, align 1
  %c = and <2 x i16> %b, <i16 15, i16 15>
  %r = ashr <2 x i16> %a, %c
  store <2 x i16> %r, <2 x i16>* %po, align 1
  ret void
}

define void @ashr_v2i16_3(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <2 x i16>*
  %pa = bitcast i8* %qa to <2 x i16>*
  %pb = bitcast i8* %qb to <2 x i16>*
  %a = load <2 x i16>, <2 x i16>* %pa, align 1
  %b = load <2 x i16>, <2 x i16>* %pb, align 1
  %r = ashr <2 x i16> %a, <i16 3, i16 3>
  store <2 x i16> %r, <2 x i16>* %po, align 1
  ret void
}

define void @ashr_v2i16_15(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <2 x i16>*
  %pa = bitcast i8* %qa to <2 x i16>*
  %pb = bitcast i8* %qb to <2 x i16>*
  %a = load <2 x i16>, <2 x i16>* %pa, align 1
  %b = load <2 x i16>, <2 x i16>* %pb, align 1
  %r = ashr <2 x i16> %a, <i16 15, i16 15>
  store <2 x i16> %r, <2 x i16>* %po, align 1
  ret void
}

define void @udiv_v2i16(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <2 x i16>*
  %pa = bitcast i8* %qa to <2 x i16>*
  %pb = bitcast i8* %qb to <2 x i16>*
  %a = load <2 x i16>, <2 x i16>* %pa, align 1
  %b = load <2 x i16>, <2 x i16>* %pb, align 1
  %c = or <2 x i16> %b, <i16 1, i16 1>
  %r = udiv <2 x i16> %a, %c
  store <2 x i16> %r, <2 x i16>* %po, align 1
  ret void
}

define void @sdiv_v2i16(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <2 x i16>*
  %pa = bitcast i8* %qa to <2 x i16>*
  %pb = bitcast i8* %qb to <2 x i16>*
  %a = load <2 x i16>, <2 x i16>* %pa, align 1
  %b = load <2 x i16>, <2 x i16>* %pb, align 1
  %m = and <2 x i16> %b, <i16 63, i16 63>
  %c = or <2 x i16> %m, <i16 1, i16 1>
  %r = sdiv <2 x i16> %a, %c
  store <2 x i16> %r, <2 x i16>* %po, align 1
  ret void
}

define void @urem_v2i16(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <2 x i16>*
  %pa = bitcast i8* %qa to <2 x i16>*
  %pb = bitcast i8* %qb to <2 x i16>*
  %a = load <2 x i16>, <2 x i16>* %pa, align 1
  %b = load <2 x i16>, <2 x i16>* %pb, align 1
  %c = or <2 x i16> %b, <i16 1, i16 1>
  %r = urem <2 x i16> %a, %c
  store <2 x i16> %r, <2 x i16>* %po, align 1
  ret void
}

define void @add_v2i16_const(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <2 x i16>*
  %pa = bitcast i8* %qa to <2 x i16>*
  %pb = bitcast i8* %qb to <2 x i16>*
  %a = load <2 x i16>, <2 x i16>* %pa, align 1
  %b = load <2 x i16>, <2 x i16>* %pb, align 1
  %r = add <2 x i16> %a, <i16 -5, i16 32>
  store <2 x i16> %r, <2 x i16>* %po, align 1
  ret void
}

define void @add_v2i8(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <2 x i8>*
  %pa = bitcast i8* %qa to <2 x i8>*
  %pb = bitcast i8* %qb to <2 x i8>*
  %a = load <2 x i8>, <2 x i8>* %pa, align 1
  %b = load <2 x i8>, <2 x i8>* %pb, align 1
  %r = add <2 x i8> %a, %b
  store <2 x i8> %r, <2 x i8>* %po, align 1
  ret void
}

define void @sub_v2i8(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <2 x i8>*
  %pa = bitcast i8* %qa to <2 x i8>*
  %pb = bitcast i8* %qb to <2 x i8>*
  %a = load <2 x i8>, <2 x i8>* %pa, align 1
  %b = load <2 x i8>, <2 x i8>* %pb, align 1
  %r = sub <2 x i8> %a, %b
  store <2 x i8> %r, <2 x i8>* %po, align 1
  ret void
}

define void @mul_v2i8(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <2 x i8>*
  %pa = bitcast i8* %qa to <2 x i8>*
  %pb = bitcast i8* %qb to <2 x i8>*
  %a = load <2 x i8>, <2 x i8>* %pa, align 1
  %b = load <2 x i8>, <2 x i8>* %pb, align 1
  %r = mul <2 x i8> %a, %b
  store <2 x i8> %r, <2 x i8>* %po, align 1
  ret void
}

define void @and_v2i8(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <2 x i8>*
  %pa = bitcast i8* %qa to <2 x i8>*
  %pb = bitcast i8* %qb to <2 x i8>*
  %a = load <2 x i8>, <2 x i8>* %pa, align 1
  %b = load <2 x i8>, <2 x i8>* %pb, align 1
  %r = and <2 x i8> %a, %b
  store <2 x i8> %r, <2 x i8>* %po, align 1
  ret void
}

define void @or_v2i8(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <2 x i8>*
  %pa = bitcast i8* %qa to <2 x i8>*
  %pb = bitcast i8* %qb to <2 x i8>*
  %a = load <2 x i8>, <2 x i8>* %pa, align 1
  %b = load <2 x i8>, <2 x i8>* %pb, align 1
  %r = or <2 x i8> %a, %b
  store <2 x i8> %r, <2 x i8>* %po, align 1
  ret void
}

define void @xor_v2i8(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <2 x i8>*
  %pa = bitcast i8* %qa to <2 x i8>*
  %pb = bitcast i8* %qb to <2 x i8>*
  %a = load <2 x i8>, <2 x i8>* %pa, align 1
  %b = load <2 x i8>, <2 x i8>* %pb, align 1
  %r = xor <2 x i8> %a, %b
  store <2 x i8> %r, <2 x i8>* %po, align 1
  ret void
}

define void @shl_v2i8_var(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <2 x i8>*
  %pa = bitcast i8* %qa to <2 x i8>*
  %pb = bitcast i8* %qb to <2 x i8>*
  %a = load <2 x i8>, <2 x i8>* %pa, align 1
  %b = load <2 x i8>, <2 x i8>* %pb, align 1
  %c = and <2 x i8> %b, <i8 7, i8 7>
  %r = shl <2 x i8> %a, %c
  store <2 x i8> %r, <2 x i8>* %po, align 1
  ret void
}

define void @shl_v2i8_3(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <2 x i8>*
  %pa = bitcast i8* %qa to <2 x i8>*
  %pb = bitcast i8* %qb to <2 x i8>*
  %a = load <2 x i8>, <2 x i8>* %pa, align 1
  %b = load <2 x i8>, <2 x i8>* %pb, align 1
  %r = shl <2 x i8> %a, <i8 3, i8 3>
  store <2 x i8> %r, <2 x i8>* %po, align 1
  ret void
}

define void @shl_v2i8_7(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <2 x i8>*
  %pa = bitcast i8* %qa to <2 x i8>*
  %pb = bitcast i8* %qb to <2 x i8>*
  %a = load <2 x i8>, <2 x i8>* %pa, align 1
  %b = load <2 x i8>, <2 x i8>* %pb, align 1
  %r = shl <2 x i8> %a, <i8 7, i8 7>
  store <2 x i8> %r, <2 x i8>* %po, align 1
  ret void
}

define void @lshr_v2i8_var(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <2 x i8>*
  %pa = bitcast i8* %qa to <2 x i8>*
  %pb = bitcast i8* %qb to <2 x i8>*
  %a = load <2 x i8>, <2 x i8>* %pa, align 1
  %b = load <2 x i8>, <2 x i8>* %pb, align 1
  %c = and <2 x i8> %b, <i8 7, i8 7>
  %r = lshr <2 x i8> %a, %c
  store <2 x i8> %r, <2 x i8>* %po, align 1
  ret void
}

define void @lshr_v2i8_3(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <2 x i8>*
  %pa = bitcast i8* %qa to <2 x i8>*
  %pb = bitcast i8* %qb to <2 x i8>*
  %a = load <2 x i8>, <2 x i8>* %pa, align 1
  %b = load <2 x i8>, <2 x i8>* %pb, align 1
  %r = lshr <2 x i8> %a, <i8 3, i8 3>
  store <2 x i8> %r, <2 x i8>* %po, align 1
  ret void
}

define void @lshr_v2i8_7(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <2 x i8>*
  %pa = bitcast i8* %qa to <2 x i8>*
  %pb = bitcast i8* %qb to <2 x i8>*
  %a = load <2 x i8>, <2 x i8>* %pa, align 1
  %b = load <2 x i8>, <2 x i8>* %pb, align 1
  %r = lshr <2 x i8> %a, <i8 7, i8 7>
  store <2 x i8> %r, <2 x i8>* %po, align 1
  ret void
}

define void @ashr_v2i8_var(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <2 x i8>*
  %pa = bitcast i8* %qa to <2 x i8>*
  %pb = bitcast i8* %qb to <2 x i8>*
  %a = load <2 x i8>, <2 x i8>* %pa, align 1
  %b = load <2 x i8>, <2 x i8>* %pb, align 1
  %c = and <2 x i8> %b, <i8 7, i8 7>
  %r = ashr <2 x i8> %a, %c
  store <2 x i8> %r, <2 x i8>* %po, align 1
  ret void
}

define void @ashr_v2i8_3(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <2 x i8>*
  %pa = bitcast i8* %qa to <2 x i8>*
  %pb = bitcast i8* %qb to <2 x i8>*
  %a = load <2 x i8>, <2 x i8>* %pa, align 1
  %b = load <2 x i8>, <2 x i8>* %pb, align 1
  %r = ashr <2 x i8> %a, <i8 3, i8 3>
  store <2 x i8> %r, <2 x i8>* %po, align 1
  ret void
}

define void @ashr_v2i8_7(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <2 x i8>*
  %pa = bitcast i8* %qa to <2 x i8>*
  %pb = bitcast i8* %qb to <2 x i8>*
  %a = load <2 x i8>, <2 x i8>* %pa, align 1
  %b = load <2 x i8>, <2 x i8>* %pb, align 1
  %r = ashr <2 x i8> %a, <i8 7, i8 7>
  store <2 x i8> %r, <2 x i8>* %po, align 1
  ret void
}

define void @udiv_v2i8(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <2 x i8>*
  %pa = bitcast i8* %qa to <2 x i8>*
  %pb = bitcast i8* %qb to <2 x i8>*
  %a = load <2 x i8>, <2 x i8>* %pa, align 1
  %b = load <2 x i8>, <2 x i8>* %pb, align 1
  %c = or <2 x i8> %b, <i8 1, i8 1>
  %r = udiv <2 x i8> %a, %c
  store <2 x i8> %r, <2 x i8>* %po, align 1
  ret void
}

define void @sdiv_v2i8(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <2 x i8>*
  %pa = bitcast i8* %qa to <2 x i8>*
  %pb = bitcast i8* %qb to <2 x i8>*
  %a = load <2 x i8>, <2 x i8>* %pa, align 1
  %b = load <2 x i8>, <2 x i8>* %pb, align 1
  %m = and <2 x i8> %b, <i8 63, i8 63>
  %c = or <2 x i8> %m, <i8 1, i8 1>
  %r = sdiv <2 x i8> %a, %c
  store <2 x i8> %r, <2 x i8>* %po, align 1
  ret void
}

define void @urem_v2i8(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <2 x i8>*
  %pa = bitcast i8* %qa to <2 x i8>*
  %pb = bitcast i8* %qb to <2 x i8>*
  %a = load <2 x i8>, <2 x i8>* %pa, align 1
  %b = load <2 x i8>, <2 x i8>* %pb, align 1
  %c = or <2 x i8> %b, <i8 1, i8 1>
  %r = urem <2 x i8> %a, %c
  store <2 x i8> %r, <2 x i8>* %po, align 1
  ret void
}

define void @add_v2i8_const(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <2 x i8>*
  %pa = bitcast i8* %qa to <2 x i8>*
  %pb = bitcast i8* %qb to <2 x i8>*
  %a = load <2 x i8>, <2 x i8>* %pa, align 1
  %b = load <2 x i8>, <2 x i8>* %pb, align 1
  %r = add <2 x i8> %a, <i8 -5, i8 32>
  store <2 x i8> %r, <2 x i8>* %po, align 1
  ret void
}

define void @fadd_v2f32(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <2 x float>*
  %pa = bitcast i8* %qa to <2 x float>*
  %pb = bitcast i8* %qb to <2 x float>*
  %a = load <2 x float>, <2 x float>* %pa, align 4
  %b = load <2 x float>, <2 x float>* %pb, align 4
  %r = fadd <2 x float> %a, %b
  store <2 x float> %r, <2 x float>* %po, align 4
  ret void
}

define void @fsub_v2f32(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <2 x float>*
  %pa = bitcast i8* %qa to <2 x float>*
  %pb = bitcast i8* %qb to <2 x float>*
  %a = load <2 x float>, <2 x float>* %pa, align 4
  %b = load <2 x float>, <2 x float>* %pb, align 4
  %r = fsub <2 x float> %a, %b
  store <2 x float> %r, <2 x float>* %po, align 4
  ret void
}

define void @fmul_v2f32(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <2 x float>*
  %pa = bitcast i8* %qa to <2 x float>*
  %pb = bitcast i8* %qb to <2 x float>*
  %a = load <2 x float>, <2 x float>* %pa, align 4
  %b = load <2 x float>, <2 x float>* %pb, align 4
  %r = fmul <2 x float> %a, %b
  store <2 x float> %r, <2 x float>* %po, align 4
  ret void
}

define void @fdiv_v2f32(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <2 x float>*
  %pa = bitcast i8* %qa to <2 x float>*
  %pb = bitcast i8* %qb to <2 x float>*
  %a = load <2 x float>, <2 x float>* %pa, align 4
  %b = load <2 x float>, <2 x float>* %pb, align 4
  %r = fdiv <2 x float> %a, %b
  store <2 x float> %r, <2 x float>* %po, align 4
  ret void
}

define void @fneg_v2f32(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %pa = bitcast i8* %qa to <2 x float>*
  %po = bitcast i8* %qo to <2 x float>*
  %a = load <2 x float>, <2 x float>* %pa, align 4
  %r = fneg <2 x float> %a
  store <2 x float> %r, <2 x float>* %po, align 4
  ret void
}

define void @fconst_v2f32(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %pa = bitcast i8* %qa to <2 x float>*
  %po = bitcast i8* %qo to <2 x float>*
  %a = load <2 x float>, <2 x float>* %pa, align 4
  %r = fmul <2 x float> %a, <float 2.5, float -0.5>
  store <2 x float> %r, <2 x float>* %po, align 4
  ret void
}

define void @reverse_v8i8(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %pa = bitcast i8* %qa to <8 x i8>*
  %po = bitcast i8* %qo to <8 x i8>*
  %a = load <8 x i8>, <8 x i8>* %pa, align 1
  %r = shufflevector <8 x i8> %a, <8 x i8> undef, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  store <8 x i8> %r, <8 x i8>* %po, align 1
  ret void
}

define void @interleave_v8i8(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %pa = bitcast i8* %qa to <8 x i8>*
  %pb = bitcast i8* %qb to <8 x i8>*
  %po = bitcast i8* %qo to <8 x i8>*
  %a = load <8 x i8>, <8 x i8>* %pa, align 1
  %b = load <8 x i8>, <8 x i8>* %pb, align 1
  %r = shufflevector <8 x i8> %a, <8 x i8> %b, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  store <8 x i8> %r, <8 x i8>* %po, align 1
  ret void
}

define void @concat_v4i16(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %pa = bitcast i8* %qa to <4 x i16>*
  %pb = bitcast i8* %qb to <4 x i16>*
  %po = getelementptr i8, i8* %qo, i64 0
  %a = load <4 x i16>, <4 x i16>* %pa, align 2
  %b = load <4 x i16>, <4 x i16>* %pb, align 2
  %r = shufflevector <4 x i16> %a, <4 x i16> %b, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %q = bitcast i8* %po to <8 x i16>*
  store <8 x i16> %r, <8 x i16>* %q, align 1
  ret void
}

define void @low_half_v16i8(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %pa = getelementptr i8, i8* %qa, i64 0
  %pb = bitcast i8* %qb to <8 x i8>*
  %po = bitcast i8* %qo to <8 x i8>*
  %q = bitcast i8* %pa to <16 x i8>*
  %a = load <16 x i8>, <16 x i8>* %q, align 1
  %h = shufflevector <16 x i8> %a, <16 x i8> undef, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %b = load <8 x i8>, <8 x i8>* %pb, align 1
  %r = add <8 x i8> %h, %b
  store <8 x i8> %r, <8 x i8>* %po, align 1
  ret void
}

define void @splat_v2i32(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %pa = getelementptr i8, i8* %qa, i64 0
  %pb = bitcast i8* %qb to <2 x i32>*
  %po = bitcast i8* %qo to <2 x i32>*
  %p = bitcast i8* %pa to i32*
  %x = load i32, i32* %p, align 1
  %i = insertelement <2 x i32> poison, i32 %x, i64 0
  %s = shufflevector <2 x i32> %i, <2 x i32> poison, <2 x i32> zeroinitializer
  %b = load <2 x i32>, <2 x i32>* %pb, align 1
  %r = xor <2 x i32> %s, %b
  store <2 x i32> %r, <2 x i32>* %po, align 1
  ret void
}

define void @extract_v4i16(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %pa = bitcast i8* %qa to <4 x i16>*
  %pb = bitcast i8* %qb to <4 x i16>*
  %po = getelementptr i8, i8* %qo, i64 0
  %a = load <4 x i16>, <4 x i16>* %pa, align 1
  %b = load <4 x i16>, <4 x i16>* %pb, align 1
  %s = add <4 x i16> %a, %b
  %e = extractelement <4 x i16> %s, i32 2
  %p = bitcast i8* %po to i16*
  store i16 %e, i16* %p, align 1
  ret void
}

define void @extract_var_v8i8(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %pa = bitcast i8* %qa to <8 x i8>*
  %pb = bitcast i8* %qb to <8 x i8>*
  %po = getelementptr i8, i8* %qo, i64 0
  %a = load <8 x i8>, <8 x i8>* %pa, align 1
  %b = load <8 x i8>, <8 x i8>* %pb, align 1
  %s = sub <8 x i8> %a, %b
  %k = extractelement <8 x i8> %b, i32 0
  %i = and i8 %k, 7
  %e = extractelement <8 x i8> %s, i8 %i
  store i8 %e, i8* %po, align 1
  ret void
}

define void @insert_v4i16(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %pa = bitcast i8* %qa to <4 x i16>*
  %pb = bitcast i8* %qb to <4 x i16>*
  %po = bitcast i8* %qo to <4 x i16>*
  %a = load <4 x i16>, <4 x i16>* %pa, align 1
  %b = load <4 x i16>, <4 x i16>* %pb, align 1
  %s = add <4 x i16> %a, %b
  %x = extractelement <4 x i16> %a, i32 0
  %t = insertelement <4 x i16> %s, i16 %x, i32 3
  %u = mul <4 x i16> %t, %b
  store <4 x i16> %u, <4 x i16>* %po, align 1
  ret void
}

define void @bitcast_v8i8_v2i32(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %pa = bitcast i8* %qa to <8 x i8>*
  %pb = bitcast i8* %qb to <8 x i8>*
  %po = bitcast i8* %qo to <2 x i32>*
  %a = load <8 x i8>, <8 x i8>* %pa, align 1
  %b = load <8 x i8>, <8 x i8>* %pb, align 1
  %s = add <8 x i8> %a, %b
  %c = bitcast <8 x i8> %s to <2 x i32>
  %d = add <2 x i32> %c, <i32 1, i32 -1>
  store <2 x i32> %d, <2 x i32>* %po, align 1
  ret void
}

define void @bitcast_v4i16_i64(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %pa = bitcast i8* %qa to <4 x i16>*
  %pb = bitcast i8* %qb to <4 x i16>*
  %po = getelementptr i8, i8* %qo, i64 0
  %a = load <4 x i16>, <4 x i16>* %pa, align 1
  %b = load <4 x i16>, <4 x i16>* %pb, align 1
  %s = add <4 x i16> %a, %b
  %c = bitcast <4 x i16> %s to i64
  %d = mul i64 %c, 3
  %p = bitcast i8* %po to i64*
  store i64 %d, i64* %p, align 1
  ret void
}

define void @bitcast_i64_v8i8(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %pa = getelementptr i8, i8* %qa, i64 0
  %pb = bitcast i8* %qb to <8 x i8>*
  %po = bitcast i8* %qo to <8 x i8>*
  %p = bitcast i8* %pa to i64*
  %x = load i64, i64* %p, align 1
  %y = mul i64 %x, 5
  %c = bitcast i64 %y to <8 x i8>
  %b = load <8 x i8>, <8 x i8>* %pb, align 1
  %s = add <8 x i8> %c, %b
  store <8 x i8> %s, <8 x i8>* %po, align 1
  ret void
}

define void @bitcast_v2f32_double(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %pa = bitcast i8* %qa to <2 x float>*
  %pb = bitcast i8* %qb to <2 x float>*
  %po = getelementptr i8, i8* %qo, i64 0
  %a = load <2 x float>, <2 x float>* %pa, align 1
  %b = load <2 x float>, <2 x float>* %pb, align 1
  %s = fadd <2 x float> %a, %b
  %c = bitcast <2 x float> %s to double
  %p = bitcast i8* %po to double*
  store double %c, double* %p, align 1
  ret void
}

define void @bitcast_v2i32_v2f32(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %pa = bitcast i8* %qa to <2 x float>*
  %pb = bitcast i8* %qb to <2 x float>*
  %po = bitcast i8* %qo to <2 x i32>*
  %a = load <2 x float>, <2 x float>* %pa, align 1
  %b = load <2 x float>, <2 x float>* %pb, align 1
  %s = fadd <2 x float> %a, %b
  %c = bitcast <2 x float> %s to <2 x i32>
  %d = xor <2 x i32> %c, <i32 -2147483648, i32 0>
  store <2 x i32> %d, <2 x i32>* %po, align 1
  ret void
}

define void @zext_v8i8(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %pa = bitcast i8* %qa to <8 x i8>*
  %pb = bitcast i8* %qb to <8 x i8>*
  %po = getelementptr i8, i8* %qo, i64 0
  %a = load <8 x i8>, <8 x i8>* %pa, align 1
  %b = load <8 x i8>, <8 x i8>* %pb, align 1
  %s = add <8 x i8> %a, %b
  %z = zext <8 x i8> %s to <8 x i16>
  %m = mul <8 x i16> %z, %z
  %q = bitcast i8* %po to <8 x i16>*
  store <8 x i16> %m, <8 x i16>* %q, align 1
  ret void
}

define void @sext_v4i16(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %pa = bitcast i8* %qa to <4 x i16>*
  %po = getelementptr i8, i8* %qo, i64 0
  %a = load <4 x i16>, <4 x i16>* %pa, align 1
  %s = sext <4 x i16> %a to <4 x i32>
  %q = bitcast i8* %po to <4 x i32>*
  store <4 x i32> %s, <4 x i32>* %q, align 1
  ret void
}

define void @trunc_v8i16(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %pa = getelementptr i8, i8* %qa, i64 0
  %pb = bitcast i8* %qb to <8 x i8>*
  %po = bitcast i8* %qo to <8 x i8>*
  %q = bitcast i8* %pa to <8 x i16>*
  %a = load <8 x i16>, <8 x i16>* %q, align 1
  %t = trunc <8 x i16> %a to <8 x i8>
  %b = load <8 x i8>, <8 x i8>* %pb, align 1
  %s = add <8 x i8> %t, %b
  store <8 x i8> %s, <8 x i8>* %po, align 1
  ret void
}

define void @const_store_v4i16(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %po = bitcast i8* %qo to <4 x i16>*
  store <4 x i16> <i16 1, i16 -2, i16 300, i16 -7>, <4 x i16>* %po, align 1
  ret void
}

define void @copy_v2i32(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %pa = bitcast i8* %qa to <2 x i32>*
  %po = bitcast i8* %qo to <2 x i32>*
  %a = load volatile <2 x i32>, <2 x i32>* %pa, align 1
  store <2 x i32> %a, <2 x i32>* %po, align 1
  ret void
}

define void @icmp_select_v8i8(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %pa = bitcast i8* %qa to <8 x i8>*
  %pb = bitcast i8* %qb to <8 x i8>*
  %po = bitcast i8* %qo to <8 x i8>*
  %a = load <8 x i8>, <8 x i8>* %pa, align 1
  %b = load <8 x i8>, <8 x i8>* %pb, align 1
  %c = icmp ugt <8 x i8> %a, %b
  %r = select <8 x i1> %c, <8 x i8> %a, <8 x i8> %b
  store <8 x i8> %r, <8 x i8>* %po, align 1
  ret void
}

define void @umin_v8i8(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %pa = bitcast i8* %qa to <8 x i8>*
  %pb = bitcast i8* %qb to <8 x i8>*
  %po = bitcast i8* %qo to <8 x i8>*
  %a = load <8 x i8>, <8 x i8>* %pa, align 1
  %b = load <8 x i8>, <8 x i8>* %pb, align 1
  %r = call <8 x i8> @llvm.umin.v8i8(<8 x i8> %a, <8 x i8> %b)
  store <8 x i8> %r, <8 x i8>* %po, align 1
  ret void
}

define void @smax_v4i16(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %pa = bitcast i8* %qa to <4 x i16>*
  %pb = bitcast i8* %qb to <4 x i16>*
  %po = bitcast i8* %qo to <4 x i16>*
  %a = load <4 x i16>, <4 x i16>* %pa, align 1
  %b = load <4 x i16>, <4 x i16>* %pb, align 1
  %r = call <4 x i16> @llvm.smax.v4i16(<4 x i16> %a, <4 x i16> %b)
  store <4 x i16> %r, <4 x i16>* %po, align 1
  ret void
}

define void @uaddsat_v8i8(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %pa = bitcast i8* %qa to <8 x i8>*
  %pb = bitcast i8* %qb to <8 x i8>*
  %po = bitcast i8* %qo to <8 x i8>*
  %a = load <8 x i8>, <8 x i8>* %pa, align 1
  %b = load <8 x i8>, <8 x i8>* %pb, align 1
  %r = call <8 x i8> @llvm.uadd.sat.v8i8(<8 x i8> %a, <8 x i8> %b)
  store <8 x i8> %r, <8 x i8>* %po, align 1
  ret void
}

define void @reduce_add_v8i8(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %pa = bitcast i8* %qa to <8 x i8>*
  %pb = bitcast i8* %qb to <8 x i8>*
  %po = getelementptr i8, i8* %qo, i64 0
  %a = load <8 x i8>, <8 x i8>* %pa, align 1
  %b = load <8 x i8>, <8 x i8>* %pb, align 1
  %s = xor <8 x i8> %a, %b
  %r = call i8 @llvm.vector.reduce.add.v8i8(<8 x i8> %s)
  store i8 %r, i8* %po, align 1
  ret void
}

define void @loop_v4i16(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %pa = bitcast i8* %qa to <4 x i16>*
  %pb = bitcast i8* %qb to <4 x i16>*
  %po = bitcast i8* %qo to <4 x i16>*
  %a = load <4 x i16>, <4 x i16>* %pa, align 1
  %b = load <4 x i16>, <4 x i16>* %pb, align 1
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %j, %loop ]
  %acc = phi <4 x i16> [ %a, %entry ], [ %n, %loop ]
  %m = mul <4 x i16> %acc, %b
  %n = add <4 x i16> %m, <i16 1, i16 2, i16 3, i16 4>
  %j = add i32 %i, 1
  %d = icmp eq i32 %j, 5
  br i1 %d, label %exit, label %loop
exit:
  store <4 x i16> %n, <4 x i16>* %po, align 1
  ret void
}

define void @loop_v2f32(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %pa = bitcast i8* %qa to <2 x float>*
  %pb = bitcast i8* %qb to <2 x float>*
  %po = bitcast i8* %qo to <2 x float>*
  %a = load <2 x float>, <2 x float>* %pa, align 1
  %b = load <2 x float>, <2 x float>* %pb, align 1
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %j, %loop ]
  %acc = phi <2 x float> [ %a, %entry ], [ %n, %loop ]
  %n = fadd <2 x float> %acc, %b
  %j = add i32 %i, 1
  %d = icmp eq i32 %j, 3
  br i1 %d, label %exit, label %loop
exit:
  store <2 x float> %n, <2 x float>* %po, align 1
  ret void
}

define void @cmpsel_eq_v8i8(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %pa = bitcast i8* %qa to <8 x i8>*
  %pb = bitcast i8* %qb to <8 x i8>*
  %po = bitcast i8* %qo to <8 x i8>*
  %a = load <8 x i8>, <8 x i8>* %pa, align 1
  %b = load <8 x i8>, <8 x i8>* %pb, align 1
  %c = icmp eq <8 x i8> %a, %b
  %r = select <8 x i1> %c, <8 x i8> %a, <8 x i8> %b
  store <8 x i8> %r, <8 x i8>* %po, align 1
  ret void
}

define void @cmpsel_ugt_v8i8(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %pa = bitcast i8* %qa to <8 x i8>*
  %pb = bitcast i8* %qb to <8 x i8>*
  %po = bitcast i8* %qo to <8 x i8>*
  %a = load <8 x i8>, <8 x i8>* %pa, align 1
  %b = load <8 x i8>, <8 x i8>* %pb, align 1
  %c = icmp ugt <8 x i8> %a, %b
  %r = select <8 x i1> %c, <8 x i8> %a, <8 x i8> %b
  store <8 x i8> %r, <8 x i8>* %po, align 1
  ret void
}

define void @cmpsel_slt_v8i8(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %pa = bitcast i8* %qa to <8 x i8>*
  %pb = bitcast i8* %qb to <8 x i8>*
  %po = bitcast i8* %qo to <8 x i8>*
  %a = load <8 x i8>, <8 x i8>* %pa, align 1
  %b = load <8 x i8>, <8 x i8>* %pb, align 1
  %c = icmp slt <8 x i8> %a, %b
  %r = select <8 x i1> %c, <8 x i8> %a, <8 x i8> %b
  store <8 x i8> %r, <8 x i8>* %po, align 1
  ret void
}

define void @cmpext_v8i8(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %pa = bitcast i8* %qa to <8 x i8>*
  %pb = bitcast i8* %qb to <8 x i8>*
  %po = getelementptr i8, i8* %qo, i64 0
  %a = load <8 x i8>, <8 x i8>* %pa, align 1
  %b = load <8 x i8>, <8 x i8>* %pb, align 1
  %c = icmp ugt <8 x i8> %a, %b
  %d = icmp eq <8 x i8> %a, zeroinitializer
  %e = or <8 x i1> %c, %d
  %s = sext <8 x i1> %e to <8 x i8>
  %z = zext <8 x i1> %c to <8 x i8>
  %q = bitcast i8* %po to <8 x i8>*
  store <8 x i8> %s, <8 x i8>* %q, align 1
  %q2 = getelementptr <8 x i8>, <8 x i8>* %q, i64 1
  store <8 x i8> %z, <8 x i8>* %q2, align 1
  ret void
}

define void @cmpbits_v8i8(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %pa = bitcast i8* %qa to <8 x i8>*
  %pb = bitcast i8* %qb to <8 x i8>*
  %po = getelementptr i8, i8* %qo, i64 0
  %a = load <8 x i8>, <8 x i8>* %pa, align 1
  %b = load <8 x i8>, <8 x i8>* %pb, align 1
  %c = icmp slt <8 x i8> %a, %b
  %i = bitcast <8 x i1> %c to i8
  %w = zext i8 %i to i16
  %any = call i1 @llvm.vector.reduce.or.v8i1(<8 x i1> %c)
  %all = call i1 @llvm.vector.reduce.and.v8i1(<8 x i1> %c)
  %x = zext i1 %any to i8
  %y = zext i1 %all to i8
  %p = bitcast i8* %po to i16*
  store i16 %w, i16* %p, align 1
  %p2 = getelementptr i8, i8* %po, i64 2
  store i8 %x, i8* %p2, align 1
  %p3 = getelementptr i8, i8* %po, i64 3
  store i8 %y, i8* %p3, align 1
  ret void
}

define void @cmpsel_ne_v4i16(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %pa = bitcast i8* %qa to <4 x i16>*
  %pb = bitcast i8* %qb to <4 x i16>*
  %po = bitcast i8* %qo to <4 x i16>*
  %a = load <4 x i16>, <4 x i16>* %pa, align 1
  %b = load <4 x i16>, <4 x i16>* %pb, align 1
  %c = icmp ne <4 x i16> %a, %b
  %r = select <4 x i1> %c, <4 x i16> %a, <4 x i16> %b
  store <4 x i16> %r, <4 x i16>* %po, align 1
  ret void
}

define void @cmpsel_sge_v4i16(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %pa = bitcast i8* %qa to <4 x i16>*
  %pb = bitcast i8* %qb to <4 x i16>*
  %po = bitcast i8* %qo to <4 x i16>*
  %a = load <4 x i16>, <4 x i16>* %pa, align 1
  %b = load <4 x i16>, <4 x i16>* %pb, align 1
  %c = icmp sge <4 x i16> %a, %b
  %r = select <4 x i1> %c, <4 x i16> %a, <4 x i16> %b
  store <4 x i16> %r, <4 x i16>* %po, align 1
  ret void
}

define void @cmpsel_ule_v4i16(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %pa = bitcast i8* %qa to <4 x i16>*
  %pb = bitcast i8* %qb to <4 x i16>*
  %po = bitcast i8* %qo to <4 x i16>*
  %a = load <4 x i16>, <4 x i16>* %pa, align 1
  %b = load <4 x i16>, <4 x i16>* %pb, align 1
  %c = icmp ule <4 x i16> %a, %b
  %r = select <4 x i1> %c, <4 x i16> %a, <4 x i16> %b
  store <4 x i16> %r, <4 x i16>* %po, align 1
  ret void
}

define void @cmpext_v4i16(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %pa = bitcast i8* %qa to <4 x i16>*
  %pb = bitcast i8* %qb to <4 x i16>*
  %po = getelementptr i8, i8* %qo, i64 0
  %a = load <4 x i16>, <4 x i16>* %pa, align 1
  %b = load <4 x i16>, <4 x i16>* %pb, align 1
  %c = icmp ugt <4 x i16> %a, %b
  %d = icmp eq <4 x i16> %a, zeroinitializer
  %e = or <4 x i1> %c, %d
  %s = sext <4 x i1> %e to <4 x i16>
  %z = zext <4 x i1> %c to <4 x i16>
  %q = bitcast i8* %po to <4 x i16>*
  store <4 x i16> %s, <4 x i16>* %q, align 1
  %q2 = getelementptr <4 x i16>, <4 x i16>* %q, i64 1
  store <4 x i16> %z, <4 x i16>* %q2, align 1
  ret void
}

define void @cmpbits_v4i16(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %pa = bitcast i8* %qa to <4 x i16>*
  %pb = bitcast i8* %qb to <4 x i16>*
  %po = getelementptr i8, i8* %qo, i64 0
  %a = load <4 x i16>, <4 x i16>* %pa, align 1
  %b = load <4 x i16>, <4 x i16>* %pb, align 1
  %c = icmp slt <4 x i16> %a, %b
  %i = bitcast <4 x i1> %c to i4
  %w = zext i4 %i to i16
  %any = call i1 @llvm.vector.reduce.or.v4i1(<4 x i1> %c)
  %all = call i1 @llvm.vector.reduce.and.v4i1(<4 x i1> %c)
  %x = zext i1 %any to i8
  %y = zext i1 %all to i8
  %p = bitcast i8* %po to i16*
  store i16 %w, i16* %p, align 1
  %p2 = getelementptr i8, i8* %po, i64 2
  store i8 %x, i8* %p2, align 1
  %p3 = getelementptr i8, i8* %po, i64 3
  store i8 %y, i8* %p3, align 1
  ret void
}

define void @cmpsel_ne_v2i32(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %pa = bitcast i8* %qa to <2 x i32>*
  %pb = bitcast i8* %qb to <2 x i32>*
  %po = bitcast i8* %qo to <2 x i32>*
  %a = load <2 x i32>, <2 x i32>* %pa, align 1
  %b = load <2 x i32>, <2 x i32>* %pb, align 1
  %c = icmp ne <2 x i32> %a, %b
  %r = select <2 x i1> %c, <2 x i32> %a, <2 x i32> %b
  store <2 x i32> %r, <2 x i32>* %po, align 1
  ret void
}

define void @cmpsel_sgt_v2i32(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %pa = bitcast i8* %qa to <2 x i32>*
  %pb = bitcast i8* %qb to <2 x i32>*
  %po = bitcast i8* %qo to <2 x i32>*
  %a = load <2 x i32>, <2 x i32>* %pa, align 1
  %b = load <2 x i32>, <2 x i32>* %pb, align 1
  %c = icmp sgt <2 x i32> %a, %b
  %r = select <2 x i1> %c, <2 x i32> %a, <2 x i32> %b
  store <2 x i32> %r, <2 x i32>* %po, align 1
  ret void
}

define void @cmpsel_ult_v2i32(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %pa = bitcast i8* %qa to <2 x i32>*
  %pb = bitcast i8* %qb to <2 x i32>*
  %po = bitcast i8* %qo to <2 x i32>*
  %a = load <2 x i32>, <2 x i32>* %pa, align 1
  %b = load <2 x i32>, <2 x i32>* %pb, align 1
  %c = icmp ult <2 x i32> %a, %b
  %r = select <2 x i1> %c, <2 x i32> %a, <2 x i32> %b
  store <2 x i32> %r, <2 x i32>* %po, align 1
  ret void
}

define void @cmpext_v2i32(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %pa = bitcast i8* %qa to <2 x i32>*
  %pb = bitcast i8* %qb to <2 x i32>*
  %po = getelementptr i8, i8* %qo, i64 0
  %a = load <2 x i32>, <2 x i32>* %pa, align 1
  %b = load <2 x i32>, <2 x i32>* %pb, align 1
  %c = icmp ugt <2 x i32> %a, %b
  %d = icmp eq <2 x i32> %a, zeroinitializer
  %e = or <2 x i1> %c, %d
  %s = sext <2 x i1> %e to <2 x i32>
  %z = zext <2 x i1> %c to <2 x i32>
  %q = bitcast i8* %po to <2 x i32>*
  store <2 x i32> %s, <2 x i32>* %q, align 1
  %q2 = getelementptr <2 x i32>, <2 x i32>* %q, i64 1
  store <2 x i32> %z, <2 x i32>* %q2, align 1
  ret void
}

define void @cmpbits_v2i32(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %pa = bitcast i8* %qa to <2 x i32>*
  %pb = bitcast i8* %qb to <2 x i32>*
  %po = getelementptr i8, i8* %qo, i64 0
  %a = load <2 x i32>, <2 x i32>* %pa, align 1
  %b = load <2 x i32>, <2 x i32>* %pb, align 1
  %c = icmp slt <2 x i32> %a, %b
  %i = bitcast <2 x i1> %c to i2
  %w = zext i2 %i to i16
  %any = call i1 @llvm.vector.reduce.or.v2i1(<2 x i1> %c)
  %all = call i1 @llvm.vector.reduce.and.v2i1(<2 x i1> %c)
  %x = zext i1 %any to i8
  %y = zext i1 %all to i8
  %p = bitcast i8* %po to i16*
  store i16 %w, i16* %p, align 1
  %p2 = getelementptr i8, i8* %po, i64 2
  store i8 %x, i8* %p2, align 1
  %p3 = getelementptr i8, i8* %po, i64 3
  store i8 %y, i8* %p3, align 1
  ret void
}

define void @cmpsel_eq_v4i8(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %pa = bitcast i8* %qa to <4 x i8>*
  %pb = bitcast i8* %qb to <4 x i8>*
  %po = bitcast i8* %qo to <4 x i8>*
  %a = load <4 x i8>, <4 x i8>* %pa, align 1
  %b = load <4 x i8>, <4 x i8>* %pb, align 1
  %c = icmp eq <4 x i8> %a, %b
  %r = select <4 x i1> %c, <4 x i8> %a, <4 x i8> %b
  store <4 x i8> %r, <4 x i8>* %po, align 1
  ret void
}

define void @cmpsel_sgt_v4i8(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %pa = bitcast i8* %qa to <4 x i8>*
  %pb = bitcast i8* %qb to <4 x i8>*
  %po = bitcast i8* %qo to <4 x i8>*
  %a = load <4 x i8>, <4 x i8>* %pa, align 1
  %b = load <4 x i8>, <4 x i8>* %pb, align 1
  %c = icmp sgt <4 x i8> %a, %b
  %r = select <4 x i1> %c, <4 x i8> %a, <4 x i8> %b
  store <4 x i8> %r, <4 x i8>* %po, align 1
  ret void
}

define void @cmpext_v4i8(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %pa = bitcast i8* %qa to <4 x i8>*
  %pb = bitcast i8* %qb to <4 x i8>*
  %po = getelementptr i8, i8* %qo, i64 0
  %a = load <4 x i8>, <4 x i8>* %pa, align 1
  %b = load <4 x i8>, <4 x i8>* %pb, align 1
  %c = icmp ugt <4 x i8> %a, %b
  %d = icmp eq <4 x i8> %a, zeroinitializer
  %e = or <4 x i1> %c, %d
  %s = sext <4 x i1> %e to <4 x i8>
  %z = zext <4 x i1> %c to <4 x i8>
  %q = bitcast i8* %po to <4 x i8>*
  store <4 x i8> %s, <4 x i8>* %q, align 1
  %q2 = getelementptr <4 x i8>, <4 x i8>* %q, i64 1
  store <4 x i8> %z, <4 x i8>* %q2, align 1
  ret void
}

define void @cmpbits_v4i8(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %pa = bitcast i8* %qa to <4 x i8>*
  %pb = bitcast i8* %qb to <4 x i8>*
  %po = getelementptr i8, i8* %qo, i64 0
  %a = load <4 x i8>, <4 x i8>* %pa, align 1
  %b = load <4 x i8>, <4 x i8>* %pb, align 1
  %c = icmp slt <4 x i8> %a, %b
  %i = bitcast <4 x i1> %c to i4
  %w = zext i4 %i to i16
  %any = call i1 @llvm.vector.reduce.or.v4i1(<4 x i1> %c)
  %all = call i1 @llvm.vector.reduce.and.v4i1(<4 x i1> %c)
  %x = zext i1 %any to i8
  %y = zext i1 %all to i8
  %p = bitcast i8* %po to i16*
  store i16 %w, i16* %p, align 1
  %p2 = getelementptr i8, i8* %po, i64 2
  store i8 %x, i8* %p2, align 1
  %p3 = getelementptr i8, i8* %po, i64 3
  store i8 %y, i8* %p3, align 1
  ret void
}

define void @fcmp_v2f32(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %pa = bitcast i8* %qa to <2 x float>*
  %pb = bitcast i8* %qb to <2 x float>*
  %po = bitcast i8* %qo to <2 x float>*
  %a = load <2 x float>, <2 x float>* %pa, align 1
  %b = load <2 x float>, <2 x float>* %pb, align 1
  %c = fcmp olt <2 x float> %a, %b
  %r = select <2 x i1> %c, <2 x float> %a, <2 x float> %b
  store <2 x float> %r, <2 x float>* %po, align 1
  ret void
}

define void @mul_zext_v2i32(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %pa = bitcast i8* %qa to <2 x i32>*
  %pb = bitcast i8* %qb to <2 x i32>*
  %po = getelementptr i8, i8* %qo, i64 0
  %a = load <2 x i32>, <2 x i32>* %pa, align 1
  %b = load <2 x i32>, <2 x i32>* %pb, align 1
  %x = zext <2 x i32> %a to <2 x i64>
  %y = zext <2 x i32> %b to <2 x i64>
  %r = mul <2 x i64> %x, %y
  %q = bitcast i8* %po to <2 x i64>*
  store <2 x i64> %r, <2 x i64>* %q, align 1
  ret void
}

define void @mul_v2i64(i8* %qo, i8* %qa, i8* %qb) {
entry:
  %pa = getelementptr i8, i8* %qa, i64 0
  %pb = getelementptr i8, i8* %qb, i64 0
  %po = getelementptr i8, i8* %qo, i64 0
  %va = bitcast i8* %pa to <2 x i64>*
  %vb = bitcast i8* %pb to <2 x i64>*
  %a = load <2 x i64>, <2 x i64>* %va, align 1
  %b = load <2 x i64>, <2 x i64>* %vb, align 1
  %m = and <2 x i64> %b, <i64 4294967295, i64 255>
  %r = mul <2 x i64> %a, %b
  %s = mul <2 x i64> %m, %a
  %t = add <2 x i64> %r, %s
  %q = bitcast i8* %po to <2 x i64>*
  store <2 x i64> %t, <2 x i64>* %q, align 1
  ret void
}

declare <8 x i8> @llvm.umin.v8i8(<8 x i8>, <8 x i8>)
declare <4 x i16> @llvm.smax.v4i16(<4 x i16>, <4 x i16>)
declare <8 x i8> @llvm.uadd.sat.v8i8(<8 x i8>, <8 x i8>)
declare i8 @llvm.vector.reduce.add.v8i8(<8 x i8>)
declare i1 @llvm.vector.reduce.or.v2i1(<2 x i1>)
declare i1 @llvm.vector.reduce.and.v2i1(<2 x i1>)
declare i1 @llvm.vector.reduce.or.v4i1(<4 x i1>)
declare i1 @llvm.vector.reduce.and.v4i1(<4 x i1>)
declare i1 @llvm.vector.reduce.or.v8i1(<8 x i1>)
declare i1 @llvm.vector.reduce.and.v8i1(<8 x i1>)
