package lbsim.run.experiment;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.SortedMap;
import java.util.TreeMap;

import lbsim.model.Scenario;

/**
 * What a shard records so that {@code lbsim merge} joins only shards of the same inputs: the SHA-256 of the
 * scenario file and of every input file the scenario names (as experiment.json records them).
 *
 * @param scenarioDigest  SHA-256 of the scenario file's bytes (hex)
 * @param inputDigests    SHA-256 of every input file, by the path the scenario writes
 */
public record InputFingerprint(String scenarioDigest, SortedMap<String, String> inputDigests) {

    public InputFingerprint {
        inputDigests = java.util.Collections.unmodifiableSortedMap(new TreeMap<>(inputDigests));
    }

    /**
     * The fingerprint of {@code file} and of the inputs {@code loaded} (the scenario loaded from it, with any
     * assignments) names.
     *
     * @throws IOException when a file cannot be read
     */
    public static InputFingerprint of(Path file, Scenario loaded) throws IOException {
        lbsim.core.io.FileKinds.requireRegularFile(file);
        String digest;
        try {
            digest = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(file)));
        } catch (NoSuchAlgorithmException e) {
            throw new IOException(e);
        }
        SortedMap<String, String> inputs = new TreeMap<>();
        InputDigests.collect(loaded, file.toAbsolutePath().normalize().getParent(), inputs,
                new lbsim.core.io.InputSnapshot.Builder()); // the digests only: optimize reads its inputs per run
        return new InputFingerprint(digest, inputs);
    }
}
