//! Two Criterion groups: `encode` (two encoders over input sizes, with byte
//! throughput) and `checksum` (one plain function).
use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use criterion_codec::{adler32, base64, hex, sample_bytes};
use std::hint::black_box;
use std::time::Duration;

fn encode(c: &mut Criterion) {
    let mut group = c.benchmark_group("encode");
    for size in [256usize, 4096] {
        let data = sample_bytes(size);
        group.throughput(Throughput::Bytes(size as u64));
        group.bench_with_input(BenchmarkId::new("base64", size), &data, |b, d| {
            b.iter(|| base64(black_box(d)))
        });
        group.bench_with_input(BenchmarkId::new("hex", size), &data, |b, d| {
            b.iter(|| hex(black_box(d)))
        });
    }
    group.finish();
}

fn checksum(c: &mut Criterion) {
    let data = sample_bytes(4096);
    let mut group = c.benchmark_group("checksum");
    group.bench_function("adler32", |b| b.iter(|| adler32(black_box(&data))));
    group.finish();
}

// Short warm-up and measurement keep one `cargo bench` to a few seconds; the
// sample size stays overridable with `-- --sample-size N` (benchgate's {count}).
fn config() -> Criterion {
    Criterion::default()
        .sample_size(10)
        .warm_up_time(Duration::from_millis(100))
        .measurement_time(Duration::from_millis(300))
}

criterion_group! {
    name = benches;
    config = config();
    targets = encode, checksum
}
criterion_main!(benches);
