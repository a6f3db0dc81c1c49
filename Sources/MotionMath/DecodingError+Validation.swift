extension DecodingError {
    /// The error a validating `init(from:)` throws when the decoded numbers are rejected by the
    /// type's throwing initialiser: `dataCorrupted` at the decoder's coding path, described by the
    /// validation error's own text and carrying it as the underlying error.
    package static func rejected(_ error: any Error & CustomStringConvertible, by decoder: any Decoder) -> DecodingError {
        .dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: error.description, underlyingError: error))
    }
}
