#ifndef COPENSSL_SHIM_H
#define COPENSSL_SHIM_H
#include <openssl/bio.h>
#include <openssl/cms.h>
#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/pem.h>
#include <openssl/x509.h>

/// Encrypts everything `in` holds for the one recipient `certificate` as CMS enveloped data
/// (AES-256-CBC content key, the key transported to the certificate's public key) and streams
/// it to `out` as DER. `sk_X509_*` are macros and `CMS_encrypt` wants a stack, so the stack is
/// built here. Returns 1 on success, 0 on failure with the reason on OpenSSL's error queue.
static inline int COpenSSL_encryptDER(X509 *certificate, BIO *in, BIO *out) {
    STACK_OF(X509) *recipients = sk_X509_new_null();
    if (recipients == NULL || !sk_X509_push(recipients, certificate)) {
        sk_X509_free(recipients);
        return 0;
    }
    unsigned int flags = CMS_BINARY | CMS_STREAM;
    CMS_ContentInfo *envelope = CMS_encrypt(recipients, in, EVP_aes_256_cbc(), flags);
    int written = envelope != NULL && i2d_CMS_bio_stream(out, envelope, in, (int)flags) == 1;
    CMS_ContentInfo_free(envelope);
    sk_X509_free(recipients);
    return written;
}

/// `BIO_flush`, a macro over `BIO_ctrl`.
static inline int COpenSSL_flush(BIO *bio) {
    return (int)BIO_flush(bio);
}
#endif
