/* Bitwise CRC-32 over a generated buffer: shifts, xors, data-dependent branches. */
#include <stdio.h>
#include <stdint.h>
static uint8_t buf[1 << 20];
static uint32_t crc32(const uint8_t *p, unsigned long n, uint32_t crc) {
    crc = ~crc;
    while (n--) {
        crc ^= *p++;
        for (int k = 0; k < 8; k++) crc = (crc >> 1) ^ (0xEDB88320u & -(crc & 1));
    }
    return ~crc;
}
int main(void) {
    uint32_t x = 12345;
    for (unsigned long i = 0; i < sizeof buf; i++) {
        x = x * 1103515245u + 12345u;
        buf[i] = (uint8_t)(x >> 16);
    }
    uint32_t crc = 0;
    for (int r = 0; r < 120; r++) crc = crc32(buf, sizeof buf, crc);
    printf("%08x\n", crc);
    return 0;
}
