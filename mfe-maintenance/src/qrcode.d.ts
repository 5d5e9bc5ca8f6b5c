// The one function of `qrcode` this remote calls (the package ships no types).
declare module 'qrcode' {
  interface ToDataURLOptions {
    width?: number;
    margin?: number;
    errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H';
  }
  const QRCode: { toDataURL(text: string, options?: ToDataURLOptions): Promise<string> };
  export default QRCode;
}
