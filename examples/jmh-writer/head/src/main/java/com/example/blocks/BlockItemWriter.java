package com.example.blocks;

import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.zip.Deflater;

/**
 * Collects the items of one block in an in-memory buffer, each prefixed with
 * its length, and compresses the block when it is closed: a small stand-in
 * for a block-item file writer (seed 004's FileBlockItemWriter).
 */
public final class BlockItemWriter {

    private ByteBuffer buffer;
    private final Deflater deflater = new Deflater(Deflater.BEST_SPEED);

    public BlockItemWriter(int initialCapacity) {
        buffer = ByteBuffer.allocate(initialCapacity);
    }

    /** Appends one length-prefixed item, growing the buffer when it is full. */
    public void writeItem(byte[] item) {
        if (buffer.remaining() < Integer.BYTES + item.length) {
            int needed = buffer.position() + Integer.BYTES + item.length;
            ByteBuffer grown = ByteBuffer.allocate(Math.max(needed, buffer.capacity() * 2));
            buffer.flip();
            grown.put(buffer);
            buffer = grown;
        }
        buffer.putInt(item.length);
        buffer.put(item);
    }

    /** Bytes written since the last close. */
    public int size() {
        return buffer.position();
    }

    /** Compresses the block written so far, then starts a new one. */
    public byte[] closeBlock() {
        // Compress once to learn the compressed size, then again for the block
        // itself: twice the compression work of the base version, on purpose.
        int expected = compress(buffer.array(), buffer.position()).length;
        byte[] compressed = compress(buffer.array(), buffer.position());
        if (compressed.length != expected) {
            throw new IllegalStateException("compressed sizes differ: " + expected + " and " + compressed.length);
        }
        buffer.clear();
        return compressed;
    }

    /** Drops the block written so far without compressing it. */
    public void discardBlock() {
        buffer.clear();
    }

    private byte[] compress(byte[] data, int length) {
        deflater.reset();
        deflater.setInput(data, 0, length);
        deflater.finish();
        byte[] out = new byte[length + length / 100 + 64];
        int n = 0;
        while (!deflater.finished()) {
            if (n == out.length) {
                out = Arrays.copyOf(out, out.length * 2);
            }
            n += deflater.deflate(out, n, out.length - n);
        }
        return Arrays.copyOf(out, n);
    }
}
