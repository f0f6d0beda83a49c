import { videoJsonLd } from "../../src/lib/vehicle-pages/video-json-ld";

const COMMON = {
  vehicleName: "2018 Honda CR-V EX-L",
  businessName: "Sierra Vista Motors",
  thumbnail: "/static/abc/800/crv.jpg",
  uploadDate: "2026-10-02",
  siteUrl: "https://cars.example/",
};

describe("videoJsonLd", () => {
  it("describes a hosted video by its player, with the car's photo as thumbnail", () => {
    expect(
      videoJsonLd({
        ...COMMON,
        video: {
          kind: "hosted",
          host: "youtube",
          watchUrl: "https://www.youtube.com/watch?v=aqz-KE-bpKQ",
          embedUrl: "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ",
        },
      }),
    ).toEqual({
      "@type": "VideoObject",
      name: "Walk-around video of 2018 Honda CR-V EX-L",
      description: "A walk-around video of the 2018 Honda CR-V EX-L for sale at Sierra Vista Motors.",
      thumbnailUrl: ["https://cars.example/static/abc/800/crv.jpg"],
      uploadDate: "2026-10-02",
      embedUrl: "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ",
      url: "https://www.youtube.com/watch?v=aqz-KE-bpKQ",
    });
  });

  it("describes a file of the build by its absolute address", () => {
    const ld = videoJsonLd({ ...COMMON, video: { kind: "file", src: "/static/123/crv-walkaround.mp4" } });
    expect(ld.contentUrl).toBe("https://cars.example/static/123/crv-walkaround.mp4");
    expect(ld).not.toHaveProperty("embedUrl");
  });
});
