package lbsim.core.program;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.NotSerializableException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.ObjectStreamClass;

import lbsim.api.PvmException;

/**
 * A message payload as it travels: a private copy taken when the message is sent, from which every
 * receiver gets a copy of its own. A byte array is cloned; any other object is serialized, and
 * deserialized through the program's class loader on receipt.
 */
final class Packet {

    static final Packet NULL = new Packet(false, null);

    private final boolean serialized;
    private final byte[] data;

    private Packet(boolean serialized, byte[] data) {
        this.serialized = serialized;
        this.data = data;
    }

    /**
     * Takes a copy of what the sender sends.
     *
     * @throws PvmException if the object (or something it refers to) is not serializable
     */
    static Packet of(Object payload, int tid) {
        if (payload == null) {
            return NULL;
        }
        if (payload instanceof byte[] bytes) {
            return new Packet(false, bytes.clone());
        }
        ByteArrayOutputStream buffer = new ByteArrayOutputStream(256);
        try (ObjectOutputStream out = new ObjectOutputStream(buffer)) {
            out.writeObject(payload);
        } catch (NotSerializableException e) {
            throw new PvmException("task " + tid + " cannot send a " + payload.getClass().getName() + ": class "
                    + e.getMessage() + " is not java.io.Serializable (send a byte[] or a Serializable object)", e);
        } catch (IOException | RuntimeException e) {
            throw new PvmException("task " + tid + " cannot send a " + payload.getClass().getName()
                    + ": serializing it failed: " + e, e);
        }
        return new Packet(true, buffer.toByteArray());
    }

    /** The length used for timing when the sender gives none: the byte array's length or the serialized size. */
    long length() {
        return data == null ? 0 : data.length;
    }

    /**
     * A fresh copy for a receiver.
     *
     * @throws PvmException if the object cannot be deserialized (e.g. its class is not on the program's class path)
     */
    Object copy(ClassLoader loader, int tid) {
        if (data == null) {
            return null;
        }
        if (!serialized) {
            return data.clone();
        }
        try (ObjectInputStream in = new LoaderObjectInputStream(new ByteArrayInputStream(data), loader)) {
            return in.readObject();
        } catch (IOException | ClassNotFoundException | RuntimeException e) {
            throw new PvmException("task " + tid + " cannot read a message payload: " + e, e);
        }
    }

    /** Resolves classes through the program's loader first. */
    private static final class LoaderObjectInputStream extends ObjectInputStream {
        private final ClassLoader loader;

        LoaderObjectInputStream(InputStream in, ClassLoader loader) throws IOException {
            super(in);
            this.loader = loader;
        }

        @Override
        protected Class<?> resolveClass(ObjectStreamClass desc) throws IOException, ClassNotFoundException {
            try {
                return Class.forName(desc.getName(), false, loader);
            } catch (ClassNotFoundException e) {
                return super.resolveClass(desc);
            }
        }
    }
}
