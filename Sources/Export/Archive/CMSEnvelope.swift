import COpenSSL
import Foundation
import RecordingFormat

/// Encrypts a file for one recipient as CMS enveloped data (RFC 5652), the way Bridge uploads
/// are encrypted: OpenSSL's `CMS_encrypt` with an AES-256-CBC content key transported to the
/// certificate's public key, binary content, streamed to DER (`openssl cms -decrypt -inform DER`
/// reads it).
enum CMSEnvelope {
    /// Encrypts the file at `input` for `certificate` into `output`.
    /// - Parameters:
    ///   - input: The file to encrypt.
    ///   - certificate: A PEM X.509 certificate.
    ///   - output: The file to write (created or truncated).
    /// - Throws: `ActivetaskError` naming the certificate or file and OpenSSL's reason.
    static func encrypt(_ input: String, for certificate: URL, to output: String) throws(ActivetaskError) {
        ERR_clear_error()
        guard let certificateFile = BIO_new_file(certificate.path, "r") else {
            throw ActivetaskError(.unreadable, "\(certificate.path): cannot be read (\(openSSLReason())); give the study's PEM certificate with --encrypt-for")
        }
        let recipient = PEM_read_bio_X509(certificateFile, nil, nil, nil)
        BIO_free(certificateFile)
        guard let recipient else {
            throw ActivetaskError(.encryptionFailed, "\(certificate.path): not a PEM X.509 certificate (\(openSSLReason())); give the study's certificate, -----BEGIN CERTIFICATE-----")
        }
        defer { X509_free(recipient) }
        guard let source = BIO_new_file(input, "rb") else {
            throw ActivetaskError(.unreadable, "\(input): cannot be read (\(openSSLReason()))")
        }
        defer { BIO_free(source) }
        guard let sink = BIO_new_file(output, "wb") else {
            throw ActivetaskError(.writeFailed, "cannot write \(output): \(openSSLReason())")
        }
        defer { BIO_free(sink) }
        guard COpenSSL_encryptDER(recipient, source, sink) == 1, COpenSSL_flush(sink) == 1 else {
            throw ActivetaskError(.encryptionFailed, "cannot encrypt for \(certificate.path): \(openSSLReason()); the certificate needs an RSA or EC public key")
        }
    }

    /// OpenSSL's reason for the last failure, from its error queue.
    private static func openSSLReason() -> String {
        let code = ERR_get_error()
        guard code != 0 else { return "no reason given" }
        defer { ERR_clear_error() }
        return withUnsafeTemporaryAllocation(of: CChar.self, capacity: 256) { text in
            ERR_error_string_n(code, text.baseAddress, text.count)
            return String(cString: text.baseAddress!)
        }
    }
}
