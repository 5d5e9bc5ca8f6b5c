/** The REST contract this gateway serves (public: it describes, it reveals no data). */
export declare class OpenApiController {
    private readonly document;
    openapi(): {
        [x: string]: unknown;
    };
}
