package com.example.blocks;

import java.util.Random;
import java.util.concurrent.TimeUnit;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Throughput of writing one block of items, with and without compression,
 * like the write-only and full-block rows of seed 004's benchmark. Short
 * iterations keep a whole run (8 benchmarks, one fork each) under ~30 s; the
 * warm-up is the longer part because on a busy machine the JIT needs a while
 * to finish compiling, and a fork measured too early is slow throughout.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2, time = 400, timeUnit = TimeUnit.MILLISECONDS)
@Measurement(iterations = 5, time = 200, timeUnit = TimeUnit.MILLISECONDS)
@Fork(1)
public class BlockItemWriterBenchmark {

    @Param({"10", "100"})
    public int itemCount;

    @Param({"200", "2000"})
    public int itemSize;

    private byte[][] items;
    private BlockItemWriter writer;

    @Setup
    public void setUp() {
        // Fixed seed and a small alphabet: the same compressible items every run.
        Random random = new Random(42);
        items = new byte[itemCount][itemSize];
        for (byte[] item : items) {
            for (int j = 0; j < item.length; j++) {
                item[j] = (byte) ('a' + random.nextInt(16));
            }
        }
        writer = new BlockItemWriter(itemCount * (itemSize + Integer.BYTES));
    }

    /** Writes every item and compresses the block: returns the compressed size. */
    @Benchmark
    public int writeBlock() {
        for (byte[] item : items) {
            writer.writeItem(item);
        }
        return writer.closeBlock().length;
    }

    /** Writes every item without compressing; the buffer is reused. */
    @Benchmark
    public int writeOnly() {
        for (byte[] item : items) {
            writer.writeItem(item);
        }
        int size = writer.size();
        writer.discardBlock();
        return size;
    }
}
