package lbsim.api;

/**
 * A message as the receiver gets it.
 *
 * @param source  the sender's task id
 * @param tag     the tag it was sent with
 * @param length  the length in bytes used for timing: the virtual length given to {@code send}, or else
 *                the size of the payload (a byte array's length, or a serialized object's size)
 * @param payload the receiver's own copy of what was sent (a byte array, a {@link java.io.Serializable}
 *                object, or null); the sender's object is never shared
 */
public record Message(int source, int tag, long length, Object payload) {

    /**
     * The payload as the given type.
     *
     * @throws PvmException if the payload is not of that type (the message says what it is)
     */
    public <T> T payload(Class<T> type) {
        if (payload != null && !type.isInstance(payload)) {
            throw new PvmException("message from task " + source + " with tag " + tag + " carries a "
                    + payload.getClass().getName() + ", not a " + type.getName());
        }
        return type.cast(payload);
    }
}
