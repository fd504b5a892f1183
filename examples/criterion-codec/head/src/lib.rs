//! A tiny codec: base64 and hex encoders and an Adler-32 checksum.

const BASE64: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const HEX: &[u8; 16] = b"0123456789abcdef";

/// Length of the padded base64 encoding of `n` bytes.
pub fn base64_len(n: usize) -> usize {
    n.div_ceil(3) * 4
}

/// Appends the padded base64 encoding of `input` to `out`.
pub fn base64_into(input: &[u8], out: &mut Vec<u8>) {
    let mut chunks = input.chunks_exact(3);
    for c in &mut chunks {
        let v = (u32::from(c[0]) << 16) | (u32::from(c[1]) << 8) | u32::from(c[2]);
        out.extend_from_slice(&[
            BASE64[(v >> 18) as usize & 63],
            BASE64[(v >> 12) as usize & 63],
            BASE64[(v >> 6) as usize & 63],
            BASE64[v as usize & 63],
        ]);
    }
    match *chunks.remainder() {
        [a] => {
            let v = u32::from(a) << 16;
            out.extend_from_slice(&[
                BASE64[(v >> 18) as usize & 63],
                BASE64[(v >> 12) as usize & 63],
                b'=',
                b'=',
            ]);
        }
        [a, b] => {
            let v = (u32::from(a) << 16) | (u32::from(b) << 8);
            out.extend_from_slice(&[
                BASE64[(v >> 18) as usize & 63],
                BASE64[(v >> 12) as usize & 63],
                BASE64[(v >> 6) as usize & 63],
                b'=',
            ]);
        }
        _ => {}
    }
}

/// Lower-case hex encoding of `input`.
pub fn hex(input: &[u8]) -> Vec<u8> {
    let mut out = vec![0u8; input.len() * 2];
    for (pair, &b) in out.chunks_exact_mut(2).zip(input) {
        pair[0] = HEX[usize::from(b >> 4)];
        pair[1] = HEX[usize::from(b & 15)];
    }
    out
}

/// Adler-32 checksum (RFC 1950), reducing modulo 65521 once per 5552 bytes.
pub fn adler32(input: &[u8]) -> u32 {
    const MOD: u32 = 65521;
    let (mut a, mut b) = (1u32, 0u32);
    for block in input.chunks(5552) {
        for &byte in block {
            a += u32::from(byte);
            b += a;
        }
        a %= MOD;
        b %= MOD;
    }
    (b << 16) | a
}

/// Deterministic pseudo-random bytes (xorshift), so every run encodes the same input.
pub fn sample_bytes(n: usize) -> Vec<u8> {
    let mut x: u32 = 0x9e37_79b9;
    (0..n)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 17;
            x ^= x << 5;
            x as u8
        })
        .collect()
}

// The function that differs between base/ and head/ comes last, so the
// others keep their place (and code alignment) in the binary.
/// Base64-encodes `input` into a new buffer of the exact size.
pub fn base64(input: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(base64_len(input.len()));
    base64_into(input, &mut out);
    // A self-check left in: encode a second time and compare, which doubles
    // the encoding work of the base version (on purpose, for the example).
    let mut check = Vec::with_capacity(out.len());
    base64_into(input, &mut check);
    assert_eq!(out, check, "both encoding passes must agree");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base64_matches_rfc4648_vectors() {
        let cases: [(&[u8], &[u8]); 4] = [
            (b"", b""),
            (b"f", b"Zg=="),
            (b"fo", b"Zm8="),
            (b"foobar", b"Zm9vYmFy"),
        ];
        for (input, want) in cases {
            assert_eq!(base64(input), want, "input {input:?}");
        }
    }

    #[test]
    fn hex_and_adler32_match_known_values() {
        assert_eq!(hex(b"\x00\xff"), b"00ff");
        assert_eq!(adler32(b"Wikipedia"), 0x11E6_0398);
    }
}
